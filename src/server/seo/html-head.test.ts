import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import {
  escapeHtml,
  injectHead,
  injectNotFoundHead,
  renderHeadTags,
  serializeJsonLd,
  type HeadMeta,
} from './html-head.ts'
import { readHead } from './testing/read-head.ts'

// The app's real index.html: its description meta spans several lines.
const indexHtml = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8')

const HOSTILE = [
  `Clerk"><script>alert(1)</script><!--`,
  `A & B </script><script>alert(2)</script>`,
  `it's "quoted" & <b>bold</b> -->`,
  `</SCRIPT ><!-- <script`,
  `line\u2028separator\u2029paragraph`,
  `&amp; &lt; &#39; \\u003c`,
]

const meta = (overrides: Partial<HeadMeta> = {}): HeadMeta => ({
  title: 'Accounts Clerk at Zambezi Bank | JobsZW',
  description: 'Apply by Thursday 31 December 2026. Zambezi Bank, Harare.',
  canonicalUrl: 'https://jobszw.co.zw/job/abc123',
  imageUrl: 'https://jobszw.co.zw/og-image.png',
  imageWidth: 1200,
  imageHeight: 630,
  type: 'article',
  siteName: 'JobsZW',
  ...overrides,
})

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;')
    expect(escapeHtml('Tom & Jerry <b>"hi"</b>')).toBe(
      'Tom &amp; Jerry &lt;b&gt;&quot;hi&quot;&lt;/b&gt;',
    )
  })

  it('escapes existing entities again rather than trusting them', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;')
  })

  it('leaves other text alone', () => {
    expect(escapeHtml('Harare, Zimbabwe — USD 800 / month ✓')).toBe(
      'Harare, Zimbabwe — USD 800 / month ✓',
    )
  })
})

describe('serializeJsonLd', () => {
  const value = {
    '@type': 'JobPosting',
    title: HOSTILE[0],
    nested: { list: HOSTILE, number: 12.5, flag: false, none: null },
    description: `<p>Intro</p></script><!-- & -->\u2028\u2029`,
  }

  it('never contains markup characters, comment openers or raw line separators', () => {
    const json = serializeJsonLd(value)
    for (const forbidden of ['</script', '<!--', '-->', '<', '>', '&', '\u2028', '\u2029'])
      expect(json).not.toContain(forbidden)
  })

  it('parses back to the original value', () => {
    expect(JSON.parse(serializeJsonLd(value))).toEqual(value)
    for (const text of HOSTILE) expect(JSON.parse(serializeJsonLd(text))).toBe(text)
  })

  it('round-trips every combination of the dangerous characters', () => {
    const alphabet = ['<', '>', '&', '/', '!', '-', '"', "'", '\\', '\u2028', '\u2029', 'a', ' ']
    for (const a of alphabet)
      for (const b of alphabet)
        for (const c of alphabet) {
          const text = `${a}${b}${c}script${c}${b}${a}`
          const json = serializeJsonLd({ text })
          expect(json).not.toMatch(/[<>&\u2028\u2029]/)
          expect(JSON.parse(json)).toEqual({ text })
        }
  })
})

describe('renderHeadTags', () => {
  it('writes the title, description, canonical, Open Graph and Twitter tags', () => {
    const head = readHead(`<head>${renderHeadTags(meta())}</head>`)
    expect(head.titles).toEqual(['Accounts Clerk at Zambezi Bank | JobsZW'])
    expect(head.metaContent('description')).toEqual([meta().description])
    expect(head.canonical).toEqual(['https://jobszw.co.zw/job/abc123'])
    expect(head.metaContent('og:title')).toEqual([meta().title])
    expect(head.metaContent('og:description')).toEqual([meta().description])
    expect(head.metaContent('og:url')).toEqual(['https://jobszw.co.zw/job/abc123'])
    expect(head.metaContent('og:type')).toEqual(['article'])
    expect(head.metaContent('og:site_name')).toEqual(['JobsZW'])
    expect(head.metaContent('og:image')).toEqual(['https://jobszw.co.zw/og-image.png'])
    expect(head.metaContent('og:image:width')).toEqual(['1200'])
    expect(head.metaContent('og:image:height')).toEqual(['630'])
    expect(head.metaContent('twitter:card')).toEqual(['summary_large_image'])
    expect(head.metaContent('twitter:title')).toEqual([meta().title])
    expect(head.metaContent('twitter:description')).toEqual([meta().description])
    expect(head.metaContent('twitter:image')).toEqual(['https://jobszw.co.zw/og-image.png'])
    expect(head.scripts).toEqual([])
  })

  it.each(HOSTILE)('gives back hostile text %j exactly, in one element each', (text) => {
    const html = `<html><head>${renderHeadTags(
      meta({ title: text, description: text, canonicalUrl: `https://x.example/?q=${text}` }),
    )}</head><body><p id="after">after</p></body></html>`
    expect(html).not.toMatch(/<script>alert/i)
    const head = readHead(html)
    expect(head.titles).toEqual([text])
    expect(head.metaContent('description')).toEqual([text])
    expect(head.metaContent('og:title')).toEqual([text])
    expect(head.metaContent('twitter:description')).toEqual([text])
    expect(head.canonical).toEqual([`https://x.example/?q=${text}`])
    expect(head.scripts).toEqual([])
    // Nothing was swallowed by a stray comment or tag: the body is still there.
    expect(html).toContain('<p id="after">after</p>')
    expect(head.hasElementWithId('after')).toBe(true)
  })

  it('adds the JSON-LD block last, parseable back to the value', () => {
    const jsonLd = { '@type': 'JobPosting', title: HOSTILE[0], hiring: HOSTILE[1] }
    const tags = renderHeadTags(meta({ jsonLd }))
    expect(tags.match(/<script/gi)).toHaveLength(1)
    const head = readHead(`<head>${tags}</head>`)
    expect(head.scripts).toHaveLength(1)
    const [script] = head.scripts
    expect(script?.attribs.type).toBe('application/ld+json')
    expect(head.ldJson).toEqual([jsonLd])
  })
})

describe('injectHead', () => {
  const tags = renderHeadTags(meta({ jsonLd: { '@type': 'JobPosting' } }))
  const html = injectHead(indexHtml, tags)

  it('starts from the real index.html with its generic title and multi-line description', () => {
    expect(indexHtml).toMatch(/<meta\s*\n\s*name="description"/)
    expect(indexHtml.match(/<title>/g)).toHaveLength(1)
  })

  it('removes the generic title and description meta', () => {
    expect(html).not.toContain('Find Your Next Dream Job')
    expect(html).not.toContain('live countdown to every application deadline')
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html.match(/name="description"/g)).toHaveLength(1)
    const head = readHead(html)
    expect(head.titles).toEqual([meta().title])
    expect(head.metaContent('description')).toEqual([meta().description])
  })

  it('puts the new tags right after the viewport meta', () => {
    const viewport = '<meta name="viewport" content="width=device-width, initial-scale=1" />'
    expect(html).toContain(`${viewport}\n    ${tags}`)
    expect(html.indexOf('<title>')).toBeGreaterThan(html.indexOf(viewport))
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('name="theme-color"'))
  })

  it('keeps everything else of index.html as it was', () => {
    const strip = (text: string) =>
      text
        .replace(/<title>[\s\S]*?<\/title>/, '')
        .replace(/<meta\s+name="description"[\s\S]*?>/, '')
        .replace(/\s+/g, '')
    expect(strip(html.replace(tags, ''))).toBe(strip(indexHtml))
    for (const kept of [
      '<meta charset="UTF-8" />',
      '<meta name="theme-color" content="#0b1220" />',
      '<link rel="manifest" href="/manifest.webmanifest" vite-ignore />',
      '<div id="root"></div>',
      '<script type="module" src="/src/client/main.tsx"></script>',
    ])
      expect(html).toContain(kept)
  })

  it('puts the tags before </head> when there is no viewport meta', () => {
    const plain = '<html><head><title>Old</title></head><body></body></html>'
    const result = injectHead(plain, '<title>New</title>')
    expect(result).not.toContain('Old')
    expect(result).toMatch(/<title>New<\/title>\s*<\/head>/)
  })

  // "$&", "$`" and "$$" mean something to String.prototype.replace; job text is data.
  it.each(['Earn $& more', 'Pay $` now', 'USD $$ 800 $1'])(
    'inserts tags verbatim before </head> even when job text holds %j',
    (title) => {
      const plain =
        '<html><head><meta charset="UTF-8" /><title>Old</title></head><body><div id="root"></div></body></html>'
      const withDollar = renderHeadTags(meta({ title }))
      const result = injectHead(plain, withDollar)
      expect(result).toContain(withDollar)
      const head = readHead(result)
      expect(head.titles).toEqual([title])
      expect(head.metaContent('og:title')).toEqual([title])
    },
  )
})

describe('injectNotFoundHead', () => {
  it('gives the page its own title, no generic description and a noindex', () => {
    const head = readHead(injectNotFoundHead(indexHtml, 'Page Not Found | JobsZW'))
    expect(head.titles).toEqual(['Page Not Found | JobsZW'])
    expect(head.metaContent('description')).toEqual([])
    expect(head.metaContent('robots')).toEqual(['noindex'])
  })

  it('keeps the first title it was given', () => {
    const job = injectNotFoundHead(indexHtml, 'Job Not Found | JobsZW')
    const head = readHead(injectNotFoundHead(job, 'Page Not Found | JobsZW'))
    expect(head.titles).toEqual(['Job Not Found | JobsZW'])
    expect(head.metaContent('robots')).toEqual(['noindex'])
  })

  it.each(HOSTILE)('escapes the title %j', (title) => {
    const head = readHead(injectNotFoundHead(indexHtml, title))
    expect(head.titles).toEqual([title])
    expect(head.scripts).toHaveLength(1)
  })
})
