/**
 * The form's fields by the names the API gives them (an error's `parameter`), in the form's order,
 * with the label each is shown by. Errors are keyed by these names, so the device's check and the
 * server's 400 land beside the same field.
 */
export const POST_FIELDS = {
  title: 'Job title',
  organisation: 'Organisation',
  website: 'Organisation website',
  town: 'Town',
  type: 'Type',
  category: 'Kind of work',
  closingDate: 'Closing date',
  pay: 'Pay',
  'howToApply.methods': 'How to apply',
  'howToApply.reference': 'Reference to quote',
  'howToApply.documents': 'Documents to send',
  description: 'Description',
  workEmail: 'Your work email',
  agencyLicence: 'Employment agency licence number',
} as const

export type PostField = keyof typeof POST_FIELDS

/** A field's error, and a method row's as `howToApply.methods.<n>` (shown beside that row). */
export type PostErrors = Partial<Record<string, string>>

const FIELD_NAMES = Object.keys(POST_FIELDS) as PostField[]

/**
 * The field a path names ("pay.min" is Pay; "howToApply.methods.1.value" is the second way to
 * apply), or null for a path that is no field of the form.
 */
export function errorKey(path: string): string | null {
  const row = /^howToApply\.methods\.(\d+)/.exec(path)
  if (row) return `howToApply.methods.${row[1]}`
  // the rules on the whole of how to apply are about its ways (at least one, at most ten)
  if (path === 'howToApply') return 'howToApply.methods'
  const field = FIELD_NAMES.find((name) => path === name || path.startsWith(`${name}.`))
  return field ?? null
}

/** The field's id in the page, for labels, aria-describedby and focus. */
export const fieldId = (key: string) => `post-${key.replace(/\./g, '-')}`
export const errorId = (key: string) => `${fieldId(key)}-error`

/**
 * The schema's and the server's messages name a field by its API name ("title is required"): the
 * reader sees the label they read on the form.
 */
export function inWords(key: string, message: string): string {
  const field = errorKey(key)
  const label = field && field in POST_FIELDS ? POST_FIELDS[field as PostField] : null
  const parts = key.split('.')
  // "closingDate must be...", "howToApply needs...", "howToApply.methods ...": the label reads
  const named = [key, field, parts.at(-1), parts[0]].find(
    (name) => name && message.startsWith(`${name} `),
  )
  const words = label && named ? `${label}${message.slice(named.length)}` : message
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`.replace(/\.?$/, '.')
}

/** The first field with an error, in the form's order (where focus goes). */
export function firstErrorKey(errors: PostErrors): string | null {
  const keys = Object.keys(errors).filter((key) => errors[key])
  const order = (key: string) => {
    const field = errorKey(key) ?? key
    const rowField = field.startsWith('howToApply.methods.') ? 'howToApply.methods' : field
    const index = FIELD_NAMES.indexOf(rowField as PostField)
    return index === -1 ? FIELD_NAMES.length : index
  }
  return keys.sort((a, b) => order(a) - order(b))[0] ?? null
}
