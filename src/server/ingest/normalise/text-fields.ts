/**
 * Small readers the adapters share: a text out of whatever shape a feed or API gave, employment
 * types in one vocabulary, and "how to apply" sentences for postings without an apply link.
 */
import { truncateText } from '#shared/plain-text.ts'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A trimmed, non-empty text from a string, a finite number, a fast-xml-parser node
 * (`{ '#text': … }`), a JSON-LD value node (`{ '@value': … }`) or the first element of an array
 * that has one; null otherwise.
 */
export function firstText(value: unknown): string | null {
  return readText(value, 0)
}

function readText(value: unknown, depth: number): string | null {
  if (depth > 8) return null
  if (typeof value === 'string') return value.trim() || null
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = readText(item, depth + 1)
      if (text !== null) return text
    }
    return null
  }
  if (isRecord(value)) {
    if (Object.hasOwn(value, '#text')) return readText(value['#text'], depth + 1)
    if (Object.hasOwn(value, '@value')) return readText(value['@value'], depth + 1)
  }
  return null
}

/** `value` as an array: [] for null/undefined, itself when already an array, else [value]. */
export function asArray<T>(value: T | T[] | undefined | null): T[] {
  if (value === undefined || value === null) return []
  return Array.isArray(value) ? value : [value]
}

/**
 * `text` cut to at most `max` characters at a word boundary, ending in "…" when anything was cut.
 */
export function clampText(text: string, max: number): string {
  if (text.length <= max) return text
  if (max <= 0) return ''
  if (max === 1) return '…'
  return truncateText(text, max - 1)
}

const EMPLOYMENT_TYPES: [label: string, pattern: RegExp][] = [
  ['Full-time', /\bfull[\s_-]*time\b|\bfulltime\b|\bpermanent\b/],
  ['Part-time', /\bpart[\s_-]*time\b|\bparttime\b/],
  [
    'Contract',
    /\bcontract(?:or|s|ual)?\b|\bfixed[\s_-]*term\b|\bconsultan(?:cy|t)\b|\bfreelance(?:r)?\b/,
  ],
  ['Temporary', /\btemp(?:orary)?\b|\bcasual\b|\bseasonal\b|\bper[\s_-]*diem\b/],
  [
    'Internship',
    /\bintern(?:ship)?s?\b|\battachment\b|\btrainee(?:ship)?\b|\bapprentice(?:ship)?\b/,
  ],
  ['Volunteer', /\bvolunt(?:eer|eering|ary)\b/],
]

/**
 * One label per kind of employment ("Full-time", "Part-time", "Contract", "Temporary",
 * "Internship", "Volunteer", "Other"), from schema.org values (FULL_TIME, PER_DIEM…) or free text
 * ("Full-Time", "fixed term contract"); several are joined with ", " in the order first seen.
 * PER_DIEM (paid by the day) counts as Temporary. Text that names no known kind is "Other".
 */
export function normaliseEmploymentType(
  value: string | string[] | null | undefined,
): string | null {
  const labels: string[] = []
  const add = (label: string) => {
    if (!labels.includes(label)) labels.push(label)
  }
  for (const entry of asArray(value)) {
    if (typeof entry !== 'string') continue
    for (const piece of entry.split(/[,;/|&+]|\band\b/i)) {
      // Underscores join words in schema.org values: FULL_TIME.
      const text = piece.toLowerCase().replace(/_/g, ' ').trim()
      if (!text) continue
      const found = EMPLOYMENT_TYPES.map(([label, pattern]) => ({
        label,
        at: text.search(pattern),
      }))
        .filter(({ at }) => at >= 0)
        .sort((a, b) => a.at - b.at)
      if (found.length === 0) add('Other')
      for (const { label } of found) add(label)
    }
  }
  return labels.length > 0 ? labels.join(', ') : null
}

// Quantifiers are bounded throughout so that no pattern can take quadratic time on long text.
const EMAIL = /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/
// What is being sent: the application itself.
const APPLICATION =
  /\b(?:apply|applications?|applicants?|candidates?|cvs?|curriculum vitae|r[eé]sum[eé]s?|cover(?:ing)? letters?|certificates|documents)\b/i
const SEND =
  /\b(?:send|submit(?:ted)?|e-?mail(?:ed)?|forward(?:ed)?|deliver(?:ed)?|drop(?:ped)?|post(?:ed)?|addressed|bring|hand|whats\s?app)\b/i
const IN_PERSON =
  /\bhand[\s-]?deliver(?:ed|y)?\b|\bin person\b|\bphysically\b|\bdrop(?:ped)?[\s-]off\b|\bwalk[\s-]?in\b/i
const POSTAL = /\bp\.?\s?o\.?\s*box\b|\bprivate bag\b/i
const ADDRESS =
  /\b(?:street|st\.|avenue|ave\.?|road|rd\.?|drive|floor|building|house|plaza|centre|center|complex|offices?|stand no|harare|bulawayo|mutare|gweru|masvingo|kwekwe|kadoma|chinhoyi|marondera|bindura|victoria falls|hwange|chitungwiza|zvishavane|beitbridge)\b/i
const WHATSAPP = /\bwhats\s?app\b/i

// Words after which a full stop does not end a sentence (addresses and titles).
const ABBREVIATION =
  /\b(?:ave|st|rd|dr|no|nos|mr|mrs|ms|pvt|ltd|co|bldg|p\.o|box|tel|cell|ref|e\.g|i\.e)\.$/i

interface Line {
  text: string
  heading: boolean
}

/**
 * Markdown reduced to readable lines: link targets shown, emphasis and escapes removed. A link's
 * target takes no brackets and its title starts with a space, so the two parts never compete for
 * the same characters: crafted text such as "[a](" repeated is read in linear time, not cubic.
 */
function markdownToLines(markdown: string): Line[] {
  return markdown
    .replace(/\r\n?/g, '\n')
    .replace(/!\[[^\][\n]{0,300}\]\([^)\n[\]]{0,2000}\)/g, '')
    .replace(
      /\[([^\][\n]{0,300})\]\((?:mailto:|tel:)?([^)\s[\]]{0,2000})(?:\s[^)\n]{0,300})?\)/g,
      (_, label: string, target: string) =>
        !target || label.includes(target) ? label : `${label} (${target})`,
    )
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/(\*\*|__|\*|~~)(?=\S)([^\n]{0,500}?\S)\1/g, '$2')
    .split('\n')
    .map((line) => ({
      heading: /^\s{0,3}#{1,6}\s/.test(line),
      text: line
        .replace(/^\s*(?:#{1,6}\s+|>\s*|[-*+]\s+|\d{1,3}[.)]\s+)/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    }))
}

function splitSentences(line: string): string[] {
  const sentences: string[] = []
  let start = 0
  const boundary = /[.!?](?=\s+["'(]?[A-Z0-9])/g
  for (let match = boundary.exec(line); match; match = boundary.exec(line)) {
    // Only the word before the full stop decides; "Mr." or "Ave." does not end a sentence.
    if (ABBREVIATION.test(line.slice(Math.max(start, match.index - 8), match.index + 1))) continue
    sentences.push(line.slice(start, match.index + 1).trim())
    start = match.index + 1
  }
  const last = line.slice(start).trim()
  if (last) sentences.push(last)
  return sentences
}

/**
 * A sentence that tells applicants how to apply offline: an email address with a sending verb or
 * an application noun ("Send your CV to hr@…"), delivery in person ("hand deliver … to"), or an
 * application sent to a street, postal or WhatsApp address. A company blurb that happens to name
 * a city ("We deliver to clients across Harare") names no application and does not count.
 */
const MAX_INSTRUCTIONS = 500
// Instructions are short; a longer "sentence" is a wall of text without full stops.
const MAX_SENTENCE = 1000

function isInstruction(sentence: string): boolean {
  if (sentence.length > MAX_SENTENCE) return false
  const application = APPLICATION.test(sentence)
  if (EMAIL.test(sentence)) return application || SEND.test(sentence)
  if (IN_PERSON.test(sentence)) {
    // "physically" and "in person" need a verb: "must be physically fit" is no instruction.
    const where = application || ADDRESS.test(sentence) || POSTAL.test(sentence)
    return where && (SEND.test(sentence) || /\bwalk[\s-]?in\b/i.test(sentence))
  }
  return (
    application &&
    SEND.test(sentence) &&
    (ADDRESS.test(sentence) || POSTAL.test(sentence) || WHATSAPP.test(sentence))
  )
}

const MAX_ADDRESS_LINES = 5

/** A line after "…addressed to:" that is part of the address, not the next paragraph. */
function isAddressLine(line: Line): boolean {
  if (line.heading || line.text.length > 120) return false
  return !(/[.!?]$/.test(line.text) && line.text.split(' ').length >= 6)
}

/**
 * The sentences of a posting that tell applicants to email an address, hand-deliver, post or
 * bring their application, with the address lines that follow a closing colon; at most about
 * 500 characters. For postings without an apply link. Null when there are none.
 */
export function findApplyInstructions(markdownOrText: string): string | null {
  if (typeof markdownOrText !== 'string' || markdownOrText.trim() === '') return null
  const lines = markdownToLines(markdownOrText.slice(0, 200_000))
  const found: string[] = []
  let length = 0
  for (let index = 0; index < lines.length && length < MAX_INSTRUCTIONS; index++) {
    const text = lines[index]?.text ?? ''
    if (!text) continue
    const sentences = splitSentences(text).filter(isInstruction)
    if (sentences.length === 0) continue
    const joined = sentences.join(' ')
    found.push(joined)
    length += joined.length
    // "…should be addressed to:" is followed by the address, one part per line.
    if (!joined.endsWith(':')) continue
    let taken = 0
    for (let next = index + 1; next < lines.length && taken < MAX_ADDRESS_LINES; next++) {
      const line = lines[next]
      if (!line) break
      if (!line.text) continue
      if (!isAddressLine(line)) break
      found.push(line.text)
      length += line.text.length
      taken++
      index = next
    }
  }
  if (found.length === 0) return null
  return clampText(found.join('\n'), MAX_INSTRUCTIONS)
}
