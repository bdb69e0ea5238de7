/**
 * XML from feeds and sitemaps, parsed with entity expansion off.
 *
 * fast-xml-parser is given its own entity decoder, which knows only the five predefined XML
 * entities and numeric character references and decodes them in a single pass, so a replacement
 * is never read again and nothing can grow. Entities a document declares in its DOCTYPE are never
 * expanded, and such documents are refused outright as 'malformed': ordinary feeds (RSS, Atom, WP
 * Job Manager, sitemaps) never declare entities, and declared entities are exactly what
 * billion-laughs and quadratic-blowup attacks use. Refusing, rather than leaving `&lol9;` in the
 * text, also tells whoever configured the source what went wrong. A DOCTYPE without entity
 * declarations (old RSS 0.91 feeds name a DTD) is accepted; references to entities the external
 * DTD would define (`&nbsp;`) stay as written, for the HTML-to-markdown step to decode.
 *
 * Output shape: attributes as `@_name`, text as a string (or `#text` beside attributes), tags with
 * their namespace prefix (`content:encoded`, `job_listing:location`, `dc:creator`), CDATA merged
 * into the text, every value a string (`parseTagValue: false`: "007" stays "007").
 *
 * A tag that appears once is an object or string; repeated, it is an array. Callers must not
 * assume either: wrap with `asArray()` from text-fields.ts (an RSS feed with one item has no
 * array). Parsed objects may hold keys such as `constructor`; read them with `Object.hasOwn`.
 */
import { XMLParser, XMLValidator, type EntityDecoderOptions } from 'fast-xml-parser'

import { IngestError } from '../ingest-types.ts'

const PREDEFINED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
}

// XML names are case-sensitive and hex references take a lower-case x.
const REFERENCE = /&(?:#(\d{1,7})|#x([\da-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g

function decodeReferences(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(REFERENCE, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name) return PREDEFINED[name] ?? whole
    const code = decimal ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16)
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
    return valid ? String.fromCodePoint(code) : whole
  })
}

class DeclaredEntityError extends Error {}

const entityDecoder: EntityDecoderOptions = {
  decode: decodeReferences,
  // Called with the entities a DOCTYPE declares: never used, and the document is refused.
  addInputEntities(entities) {
    if (Object.keys(entities).length > 0) throw new DeclaredEntityError()
  },
  setExternalEntities() {},
  reset() {},
  setXmlVersion() {},
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Enabled so that the decoder above is called; the decoder itself expands nothing declared.
  processEntities: true,
  htmlEntities: false,
  entityDecoder,
})

// The internal subset of the (first) DOCTYPE, up to its first "]". A declaration hidden after a
// "]" inside a quoted value or comment is still caught by the decoder hook above.
const DOCTYPE_START = /<!DOCTYPE\s/i
const DOCTYPE_SUBSET = /[^[>]*\[([^\]]*)\]/y

function declaresEntities(xml: string): boolean {
  const start = xml.search(DOCTYPE_START)
  if (start < 0) return false
  DOCTYPE_SUBSET.lastIndex = start + '<!DOCTYPE '.length
  return /<!ENTITY/i.test(DOCTYPE_SUBSET.exec(xml)?.[1] ?? '')
}

/** fast-xml-parser reports unclosed elements as `Invalid '[ "rss", "channel"]' found.` */
function describeValidationError(message: string): string {
  const open = /^Invalid '\[(.*)\]' found\.?$/.exec(message)?.[1]
  if (open === undefined) return message
  const names = [...open.matchAll(/"([^"]*)"/g)].map((match) => match[1]).join(' > ')
  return `the document ends with elements left open: ${names}`
}

function malformed(detail: string): IngestError {
  return new IngestError(`Malformed XML: ${detail}`, 'malformed')
}

/**
 * Parses `xml` into plain objects (see the file comment for the shape). Throws
 * `IngestError(…, 'malformed')` when the document is not well-formed XML or declares entities;
 * nothing else.
 */
export function parseXml(xml: string): unknown {
  if (typeof xml !== 'string' || xml.trim() === '') throw malformed('the document is empty')
  const text = xml.charCodeAt(0) === 0xfeff ? xml.slice(1) : xml
  if (declaresEntities(text)) {
    throw malformed('the DOCTYPE declares entities, which are not accepted')
  }
  const validation = XMLValidator.validate(text)
  if (validation !== true) {
    const { msg, line, col } = validation.err
    throw malformed(`${describeValidationError(msg)} (line ${line}, column ${col})`)
  }
  try {
    return parser.parse(text)
  } catch (error) {
    if (error instanceof DeclaredEntityError) {
      throw malformed('the DOCTYPE declares entities, which are not accepted')
    }
    throw malformed(error instanceof Error ? error.message.slice(0, 200) : 'unreadable document')
  }
}
