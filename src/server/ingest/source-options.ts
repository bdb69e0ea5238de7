/**
 * What every kind of source is made of: the fields every entry of SOURCES_FILE has (name, kind,
 * url, enabled, note), the options several kinds share, and sourceKind(), which makes one kind's
 * schema of those and its own options. A kind's schema takes no other key, so an option of
 * another kind, or a misspelt one, stops the start with its name. Messages leave out the field's
 * name: sources-config.ts writes the source and the field in front of them.
 */
import * as v from 'valibot'

const NAME_RULE = 'must be 1-63 letters, digits, dots, dashes or underscores'
const URL_RULE = 'must be an http(s) URL'

/** A source's name: it keys the source's state and appears in logs and job ids. */
export const sourceNameSchema = v.pipe(
  v.string(NAME_RULE),
  v.regex(/^[a-z0-9][a-z0-9._-]{0,62}$/i, NAME_RULE),
)

const commonFields = {
  name: sourceNameSchema,
  url: v.pipe(
    v.string(URL_RULE),
    v.check((url) => /^https?:\/\//i.test(url) && URL.canParse(url), URL_RULE),
  ),
  /** false keeps the entry without fetching it */
  enabled: v.optional(v.boolean('must be true or false'), true),
  /** free text for the operator (what to check before enabling); never read */
  note: v.optional(v.string('must be a string')),
}

/** The keys every kind has; any other key is an option of some kind. */
export const COMMON_FIELDS: readonly string[] = [...Object.keys(commonFields), 'kind']

/** The schema of one kind of source: the common fields and the kind's options, nothing else. */
export function sourceKind<const TKind extends string, const TOptions extends v.ObjectEntries>(
  kind: TKind,
  options: TOptions,
) {
  const takes = Object.keys(options).join(', ') || 'no options'
  return v.strictObject({ ...commonFields, kind: v.literal(kind), ...options }, (issue) => {
    if (issue.expected === 'never') return `is not for this kind (${kind} takes: ${takes})`
    const key = issue.path?.[0]?.key
    if (issue.input === undefined) return key === 'url' ? URL_RULE : 'is required'
    return 'must be an object'
  })
}

export const textOption = v.optional(v.string('must be a string'))

/** the employer for postings that name none (a company's own board); default: the source name */
export const companyOption = textOption

/** Pages (or requests) read per run: a positive integer up to `max`, `fallback` when unset. */
export function pagesOption(fallback: number, max = Number.MAX_SAFE_INTEGER, unit = 'pages') {
  const rule = 'must be a positive integer'
  return v.optional(
    v.pipe(
      v.number(rule),
      v.integer(rule),
      v.minValue(1, rule),
      v.maxValue(max, `is at most ${max} ${unit}`),
    ),
    fallback,
  )
}
