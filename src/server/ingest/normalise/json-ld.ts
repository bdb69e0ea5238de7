/**
 * schema.org JSON-LD in job pages. Publishers break JSON in predictable ways (raw newlines in a
 * description, trailing commas, `<!-- -->` wrappers), so each block gets a strict parse first
 * and one repaired retry; a block that still fails is skipped, never thrown.
 */
import { Parser } from 'htmlparser2'

const JSON_LD_TYPE = 'application/ld+json'

/** The text of every `<script type="application/ld+json">` in `html`, in document order. */
function readJsonLdScripts(html: string): string[] {
  const scripts: string[] = []
  let current: string[] | null = null
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        // "application/ld+json; charset=utf-8" still counts.
        const type = (attributes.type ?? '').split(';', 1)[0]?.trim().toLowerCase()
        if (name === 'script' && type === JSON_LD_TYPE) current = []
      },
      ontext(text) {
        current?.push(text)
      },
      onclosetag(name) {
        if (name === 'script' && current) {
          scripts.push(current.join(''))
          current = null
        }
      },
    },
    // Script content is raw text in HTML, so htmlparser2 leaves entities in it alone.
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  return scripts
}

const WRAPPERS: [RegExp, string][] = [
  [/^\s*(?:\/\/\s*)?<!\[CDATA\[/, ''],
  [/(?:\/\/\s*)?\]\]>\s*$/, ''],
  [/^\s*<!--/, ''],
  [/-->\s*$/, ''],
]

const CONTROL_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }
const VALID_ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't', 'u'])

/**
 * Repairs what is commonly wrong in real JSON-LD, in one pass over the characters: control
 * characters inside strings are escaped, invalid escapes such as `\'` lose their backslash, and
 * commas right before `}` or `]` are dropped. Text outside strings is otherwise kept.
 */
function repairJson(text: string): string {
  let source = text
  for (const [pattern, replacement] of WRAPPERS) source = source.replace(pattern, replacement)
  const out: string[] = []
  let inString = false
  for (let i = 0; i < source.length; i++) {
    const char = source.charAt(i)
    const code = source.charCodeAt(i)
    if (inString) {
      if (char === '\\') {
        const next = source.charAt(i + 1)
        if (next === 'u' && !/^[\da-fA-F]{4}$/.test(source.slice(i + 2, i + 6))) {
          out.push('\\\\')
        } else if (VALID_ESCAPES.has(next)) {
          out.push(char, next)
          i++
        }
        // Any other escape ("\'", "\-") stands for the character itself.
        continue
      }
      if (char === '"') inString = false
      if (code < 0x20) {
        out.push(CONTROL_ESCAPES[char] ?? `\\u${code.toString(16).padStart(4, '0')}`)
        continue
      }
      out.push(char)
      continue
    }
    if (char === '"') inString = true
    if (char === ',') {
      let next = i + 1
      while (next < source.length && /\s/.test(source.charAt(next))) next++
      const following = source.charAt(next)
      if (following === '}' || following === ']') continue
    }
    out.push(char)
  }
  return out.join('')
}

function tryParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

/** JSON.parse, then a repaired retry, then (for `{…},{…}`) a retry as an array. */
function parseTolerant(raw: string): { ok: true; value: unknown } | { ok: false } {
  const text = raw.replace(/^\uFEFF/, '').trim()
  if (text === '') return { ok: false }
  const strict = tryParse(text)
  if (strict.ok) return strict
  const repaired = repairJson(text).trim()
  const retried = tryParse(repaired)
  if (retried.ok) return retried
  return tryParse(`[${repaired}]`)
}

/**
 * Every JSON-LD block in `html`, parsed tolerantly; blocks that cannot be read are skipped. A
 * block that is an array stays one entry (use findJobPostings to walk them).
 */
export function extractJsonLdBlocks(html: string): unknown[] {
  if (typeof html !== 'string' || !/ld\+json/i.test(html)) return []
  let scripts: string[]
  try {
    scripts = readJsonLdScripts(html)
  } catch {
    return []
  }
  const blocks: unknown[] = []
  for (const script of scripts) {
    const parsed = parseTolerant(script)
    if (parsed.ok && parsed.value !== null && typeof parsed.value === 'object') {
      blocks.push(parsed.value)
    }
  }
  return blocks
}

const JOB_POSTING_TYPES = new Set([
  'JobPosting',
  'schema:JobPosting',
  'http://schema.org/JobPosting',
  'https://schema.org/JobPosting',
])

function isJobPostingType(type: unknown): boolean {
  if (typeof type === 'string') return JOB_POSTING_TYPES.has(type.trim())
  return Array.isArray(type) && type.some((entry) => isJobPostingType(entry))
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// JSON nests only as deep as its text; this bounds the walk for objects built elsewhere.
const MAX_DEPTH = 32

/**
 * Every object whose `@type` is JobPosting (or lists it), found anywhere in `blocks`: top-level
 * arrays, `@graph`, and objects nested inside others (ItemList, WebPage.mainEntity…). A posting's
 * own contents are not searched further.
 */
export function findJobPostings(blocks: unknown[]): Record<string, unknown>[] {
  const postings: Record<string, unknown>[] = []
  const seen = new Set<object>()
  const visit = (value: unknown, depth: number): void => {
    if (depth > MAX_DEPTH || typeof value !== 'object' || value === null || seen.has(value)) return
    seen.add(value)
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1)
      return
    }
    if (!isRecord(value)) return
    if (isJobPostingType(value['@type'])) {
      postings.push(value)
      return
    }
    for (const child of Object.values(value)) visit(child, depth + 1)
  }
  if (Array.isArray(blocks)) for (const block of blocks) visit(block, 0)
  return postings
}
