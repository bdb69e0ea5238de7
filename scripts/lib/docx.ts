/**
 * A plain-text CV template as a Word document (.docx: Office Open XML, a ZIP of a few XML parts),
 * so the reader can open it in Word, Google Docs or WPS on a phone and fill it in. The text is
 * the same one the page shows and the .txt holds; lines map to paragraphs:
 * - a line in capitals ("EDUCATION") is a bold section heading;
 * - "- item" is a bullet with a hanging indent, so a long item wraps under its text;
 * - a blank line becomes space before the next paragraph.
 */
import { writeZip } from './zip.ts'

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships'
const OFFICE_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'

/** the same test the templates' own tests use for a section heading */
const HEADING = /^[A-Z][A-Z ]+$/
const BULLET = /^- /
/** twentieths of a point: 1 cm is 567 */
const HANGING = 284
const SPACE_BEFORE = 160
const SPACE_BEFORE_HEADING = 240

/** Text content escaped for XML: &, < and > (quotes only matter in attributes, never used). */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

const run = (text: string, bold = false) =>
  `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`

function paragraph(line: string, afterBlank: boolean): string {
  const heading = HEADING.test(line)
  const bullet = BULLET.test(line)
  const before = heading ? SPACE_BEFORE_HEADING : afterBlank ? SPACE_BEFORE : 0
  const properties =
    (heading ? '<w:keepNext/>' : '') +
    (before ? `<w:spacing w:before="${before}"/>` : '') +
    (bullet ? `<w:ind w:left="${HANGING}" w:hanging="${HANGING}"/>` : '')
  const runs = bullet
    ? `<w:r><w:t>\u2022</w:t><w:tab/></w:r>${run(line.slice(2))}`
    : run(line, heading)
  return `<w:p>${properties ? `<w:pPr>${properties}</w:pPr>` : ''}${runs}</w:p>`
}

export function documentXml(text: string): string {
  const paragraphs: string[] = []
  let afterBlank = false
  for (const line of text.replace(/\r\n?/g, '\n').trimEnd().split('\n')) {
    if (line.trim() === '') {
      afterBlank = paragraphs.length > 0
      continue
    }
    paragraphs.push(paragraph(line, afterBlank))
    afterBlank = false
  }
  // A4 with 2 cm margins: the paper Zimbabwean offices print on.
  const section =
    '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/>' +
    '<w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="567" w:footer="567" w:gutter="0"/></w:sectPr>'
  return `${XML_HEAD}<w:document xmlns:w="${W}"><w:body>${paragraphs.join('')}${section}</w:body></w:document>`
}

// One clear font at 11 pt, single-spaced with no space after paragraphs: blank lines decide.
const STYLES =
  `${XML_HEAD}<w:styles xmlns:w="${W}"><w:docDefaults>` +
  '<w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri" w:eastAsia="Calibri"/>' +
  '<w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="en-GB"/></w:rPr></w:rPrDefault>' +
  '<w:pPrDefault><w:pPr><w:spacing w:after="0" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault>' +
  '</w:docDefaults></w:styles>'

const CONTENT_TYPES =
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>' +
  '</Types>'

const PACKAGE_RELS =
  `${XML_HEAD}<Relationships xmlns="${RELS}">` +
  `<Relationship Id="rId1" Type="${OFFICE_RELS}/officeDocument" Target="word/document.xml"/>` +
  '</Relationships>'

const DOCUMENT_RELS =
  `${XML_HEAD}<Relationships xmlns="${RELS}">` +
  `<Relationship Id="rId1" Type="${OFFICE_RELS}/styles" Target="styles.xml"/>` +
  '</Relationships>'

/** The .docx file of a plain-text template. */
export function buildDocx(text: string): Buffer {
  const part = (name: string, xml: string) => ({ name, data: Buffer.from(xml, 'utf8') })
  return writeZip([
    part('[Content_Types].xml', CONTENT_TYPES),
    part('_rels/.rels', PACKAGE_RELS),
    part('word/document.xml', documentXml(text)),
    part('word/_rels/document.xml.rels', DOCUMENT_RELS),
    part('word/styles.xml', STYLES),
  ])
}
