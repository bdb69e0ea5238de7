/**
 * How an `html` source names a field: a selector string (page-selectors.ts), or an object that
 * also cleans what the selector read, for boards that put two facts in one element
 * ("THERA CONSULTING · Brasil", "Food Production, Harare") or a placeholder where a value should
 * be ("Not stated"):
 *
 *   { "select": "h4.company", "split": " · ", "part": 0 }
 *   { "select": ".loc", "split": ", ", "part": -1 }
 *   { "select": ".co", "remove": " jobs in .*$" }
 *   { "select": ".loc", "keep": "(Harare|Bulawayo|Mutare)" }
 *   { "select": ".co", "empty": ["Not stated", "Anonymous company"] }
 *   { "value": "Thera Consulting" }          (a fixed text, for every card)
 *
 * Steps run in one order whatever order they are written in: select, split/part, remove, keep,
 * whitespace trimmed, empty (clean-field.ts). Patterns are compiled here, once, when the
 * sources file is read (operator-pattern.ts).
 */
import * as v from 'valibot'

import { compileOperatorPattern, type OperatorPattern } from './operator-pattern.ts'
import { selectorProblem } from './page-selectors.ts'

/** A field as the reader uses it: each step null (or empty) when the entry left it out. */
export interface CleanedField {
  /** null: a fixed `value` */
  select: string | null
  value: string | null
  split: string | null
  /** which part after `split`: 0 the first, -1 the last */
  part: number
  /** every match removed */
  remove: OperatorPattern | null
  /** the first capture group of the first match, else the whole match; no match: empty */
  keep: OperatorPattern | null
  /** lower-cased: a value equal to one of these (ignoring case) is no value */
  empty: string[]
}

export type FieldSpec = string | CleanedField

const STEPS = 'select, value, split, part, remove, keep, empty'
const MAX_VALUE = 200
const MAX_SEPARATOR = 20
const MAX_PART = 20
const MAX_EMPTY_VALUES = 50

export const selector = v.pipe(
  v.string('must be a selector string'),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const problem = selectorProblem(dataset.value)
    if (problem) addIssue({ message: problem })
  }),
)

function pattern() {
  return v.pipe(
    v.string('must be a pattern string'),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const compiled = compileOperatorPattern(dataset.value)
      if (!('problem' in compiled)) return compiled
      addIssue({ message: compiled.problem })
      return NEVER
    }),
  )
}

const shortText = (max: number, what: string) =>
  v.pipe(
    v.string(`must be ${what}`),
    v.minLength(1, 'must not be empty'),
    v.maxLength(max, `is longer than ${max} characters`),
  )

const partRule = `must be a whole number from -${MAX_PART} to ${MAX_PART} (0 the first part, -1 the last)`

const cleanedFieldEntries = v.strictObject(
  {
    select: v.optional(selector),
    value: v.optional(shortText(MAX_VALUE, 'a string')),
    split: v.optional(shortText(MAX_SEPARATOR, 'a separator string')),
    part: v.optional(
      v.pipe(
        v.number(partRule),
        v.integer(partRule),
        v.minValue(-MAX_PART, partRule),
        v.maxValue(MAX_PART, partRule),
      ),
    ),
    remove: v.optional(pattern()),
    keep: v.optional(pattern()),
    empty: v.optional(
      v.pipe(
        v.array(shortText(MAX_VALUE, 'a string'), 'must be a list of strings'),
        v.maxLength(MAX_EMPTY_VALUES, `holds more than ${MAX_EMPTY_VALUES} values`),
      ),
    ),
  },
  (issue) =>
    issue.expected === 'never'
      ? `is not a cleaning step (a field takes: ${STEPS})`
      : 'must be an object of cleaning steps',
)

const cleanedField = v.pipe(
  cleanedFieldEntries,
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const { select, value, split, part, remove, keep, empty } = dataset.value
    if ((select === undefined) === (value === undefined))
      addIssue({ message: 'needs either "select" (a selector) or "value" (a fixed text)' })
    else if (value !== undefined && [split, part, remove, keep, empty].some((s) => s !== undefined))
      addIssue({ message: 'has a fixed "value": it takes no split, part, remove, keep or empty' })
    else if (part !== undefined && split === undefined)
      addIssue({ message: 'has a "part" but no "split" to make parts' })
  }),
  v.transform((field): CleanedField => ({
    select: field.select ?? null,
    value: field.value ?? null,
    split: field.split ?? null,
    part: field.part ?? 0,
    remove: field.remove ?? null,
    keep: field.keep ?? null,
    empty: (field.empty ?? []).map((text) => text.trim().toLowerCase()),
  })),
)

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A field: a selector string, or an object of cleaning steps. */
export const fieldSpec = v.lazy((input): v.GenericSchema<unknown, FieldSpec> =>
  isRecord(input) ? cleanedField : selector,
)

/** A field every card must read for itself: a fixed value would make every card one job. */
export const ownFieldSpec = v.pipe(
  fieldSpec,
  v.check(
    (spec) => typeof spec === 'string' || spec.value === null,
    'cannot be a fixed "value": every card would be the same job',
  ),
)
