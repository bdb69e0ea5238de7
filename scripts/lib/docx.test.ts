import { inflateRawSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { buildDocx, documentXml } from './docx.ts'
import { crc32 } from './zip.ts'

// The app's own templates, the build's source (scripts/vite-cv-templates.ts). Imported by a path
// the compiler does not follow, as the build does: the app's modules are not this runtime's.
const TEMPLATES_MODULE = '../../src/client/features/content/data/resume-templates.ts'
const { resumeTemplates } = (await import(TEMPLATES_MODULE)) as {
  resumeTemplates: Record<string, { level: string; body: string }>
}

/**
 * Reads a ZIP the way an unzipper does: from the end-of-central-directory record, through the
 * central directory, to each local header and its data, checking each entry's CRC-32.
 */
function unzip(zip: Buffer): Map<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  expect(end).toBe(zip.byteLength - 22)
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  expect(at + zip.readUInt32LE(end + 12)).toBe(end)
  const files = new Map<string, string>()
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50)
    const method = zip.readUInt16LE(at + 10)
    const crc = zip.readUInt32LE(at + 16)
    const packedSize = zip.readUInt32LE(at + 20)
    const size = zip.readUInt32LE(at + 24)
    const nameLength = zip.readUInt16LE(at + 28)
    const extraLength = zip.readUInt16LE(at + 30)
    const commentLength = zip.readUInt16LE(at + 32)
    const local = zip.readUInt32LE(at + 42)
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength)
    expect(zip.readUInt32LE(local)).toBe(0x04034b50)
    expect(zip.toString('utf8', local + 30, local + 30 + nameLength)).toBe(name)
    const start = local + 30 + nameLength + zip.readUInt16LE(local + 28)
    const packed = zip.subarray(start, start + packedSize)
    const data = method === 8 ? inflateRawSync(packed) : packed
    expect(data.byteLength).toBe(size)
    expect(crc32(data)).toBe(crc)
    files.set(name, data.toString('utf8'))
    at += 46 + nameLength + extraLength + commentLength
  }
  return files
}

/** The text of each paragraph, as Word reads it: runs joined, a tab read as one space. */
function paragraphsOf(xml: string): string[] {
  return [...xml.matchAll(/<w:p>(.*?)<\/w:p>/g)].map(([, body = '']) =>
    [...body.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)]
      .map(([tag, text]) => (tag === '<w:tab/>' ? ' ' : (text ?? '')))
      .join('')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  )
}

describe('crc32', () => {
  it('gives the check values of the standard', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926)
    expect(crc32(Buffer.alloc(0))).toBe(0)
  })
})

describe('buildDocx', () => {
  it.each(Object.values(resumeTemplates))(
    '$level: a ZIP whose word/document.xml holds every line of the template',
    (template) => {
      const files = unzip(buildDocx(template.body))
      expect([...files.keys()]).toEqual([
        '[Content_Types].xml',
        '_rels/.rels',
        'word/document.xml',
        'word/_rels/document.xml.rels',
        'word/styles.xml',
      ])
      expect(files.get('[Content_Types].xml')).toContain(
        'PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"',
      )
      expect(files.get('_rels/.rels')).toContain('Target="word/document.xml"')
      const lines = template.body
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => line.replace(/^- /, '\u2022 '))
      expect(paragraphsOf(files.get('word/document.xml') ?? '')).toEqual(lines)
    },
  )

  it('makes the same bytes from the same text', () => {
    const body = resumeTemplates['mid-level']?.body ?? ''
    expect(buildDocx(body).equals(buildDocx(body))).toBe(true)
  })

  it('escapes &, < and > in the text', () => {
    const xml = documentXml('R&D <Lead> & Co > 3\n- A <b>bold</b> claim')
    expect(xml).toContain('R&amp;D &lt;Lead&gt; &amp; Co &gt; 3')
    expect(xml).toContain('A &lt;b&gt;bold&lt;/b&gt; claim')
    expect(xml).not.toContain('<Lead>')
    expect(xml).not.toContain('<b>')
    expect(paragraphsOf(xml)).toEqual(['R&D <Lead> & Co > 3', '\u2022 A <b>bold</b> claim'])
  })

  it('makes capitals a bold heading, "- " a hanging bullet and a blank line space before', () => {
    const [heading, item, after] = [
      ...documentXml('EDUCATION\n- A degree\n\nNext').matchAll(/<w:p>.*?<\/w:p>/g),
    ].map(([p]) => p)
    expect(heading).toContain('<w:keepNext/>')
    expect(heading).toContain('<w:b/>')
    expect(item).toContain('<w:ind w:left="284" w:hanging="284"/>')
    expect(item).not.toContain('<w:b/>')
    expect(after).toContain('<w:spacing w:before="160"/>')
  })
})
