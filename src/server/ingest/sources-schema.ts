/**
 * What one entry of SOURCES_FILE may hold, as a valibot schema. Each message names the field in
 * the words an operator editing the file needs; sources-config.ts adds which entry it is.
 */
import * as v from 'valibot'

import { MAX_HTML_PAGES } from './adapters/html/html.ts'
import { selectorProblem } from './adapters/html/page-selectors.ts'
import { sourceKinds } from './ingest-types.ts'

const NAME_RULE = '"name" must be 1-63 letters, digits, dots, dashes or underscores'
const KIND_RULE = `"kind" must be one of ${sourceKinds.join(', ')}`
const URL_RULE = '"url" must be an http(s) URL'
const MAX_PAGES_RULE = '"maxPages" must be a positive integer'

/** A source's name: it keys the source's state and appears in logs and job ids. */
export const sourceNameSchema = v.pipe(
  v.string(NAME_RULE),
  v.regex(/^[a-z0-9][a-z0-9._-]{0,62}$/i, NAME_RULE),
)

function isRegExp(pattern: string): boolean {
  try {
    new RegExp(pattern)
    return true
  } catch {
    return false
  }
}

const optionalText = (key: string) => v.optional(v.string(`"${key}" must be a string`))

/** A field selector of an html source ("h3.title", "a@href", "@href"), named in its errors. */
const selector = (key: string) =>
  v.pipe(
    v.string(`"${key}" must be a selector string`),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const problem = selectorProblem(dataset.value)
      if (problem) addIssue({ message: `"${key}" ${problem}` })
    }),
  )

const listSchema = v.object(
  {
    item: selector('list.item'),
    title: selector('list.title'),
    link: v.optional(selector('list.link')),
    company: v.optional(selector('list.company')),
    location: v.optional(selector('list.location')),
    deadline: v.optional(selector('list.deadline')),
    category: v.optional(selector('list.category')),
    type: v.optional(selector('list.type')),
    salary: v.optional(selector('list.salary')),
    posted: v.optional(selector('list.posted')),
    next: v.optional(selector('list.next')),
  },
  (issue) => {
    const key = issue.path?.[0]?.key
    return key === 'item' || key === 'title'
      ? `"list.${key}" is required: the selector of ${key === 'item' ? 'each job card' : "a card's title"}`
      : '"list" must be an object of selectors'
  },
)

const detailSchema = v.object(
  {
    description: v.optional(selector('detail.description')),
    apply: v.optional(selector('detail.apply')),
    deadline: v.optional(selector('detail.deadline')),
    company: v.optional(selector('detail.company')),
    location: v.optional(selector('detail.location')),
    category: v.optional(selector('detail.category')),
    type: v.optional(selector('detail.type')),
    salary: v.optional(selector('detail.salary')),
  },
  '"detail" must be an object of selectors',
)

/** Fields that have no sensible default are refused with their own rule when missing. */
const WHEN_MISSING: Record<string, string> = { name: NAME_RULE, kind: KIND_RULE, url: URL_RULE }

export const sourceConfigSchema = v.pipe(
  v.object(
    {
      name: sourceNameSchema,
      kind: v.picklist(sourceKinds, KIND_RULE),
      url: v.pipe(
        v.string(URL_RULE),
        v.check((url) => /^https?:\/\//i.test(url) && URL.canParse(url), URL_RULE),
      ),
      enabled: v.optional(v.boolean('"enabled" must be true or false'), true),
      match: v.optional(
        v.pipe(
          v.string('"match" must be a string'),
          v.check(isRegExp, '"match" is not a valid regular expression'),
        ),
      ),
      appname: optionalText('appname'),
      country: optionalText('country'),
      company: optionalText('company'),
      maxPages: v.optional(
        v.pipe(v.number(MAX_PAGES_RULE), v.integer(MAX_PAGES_RULE), v.minValue(1, MAX_PAGES_RULE)),
      ),
      remote: v.optional(v.boolean('"remote" must be true or false')),
      list: v.optional(listSchema),
      detail: v.optional(detailSchema),
      note: optionalText('note'),
    },
    (issue) => {
      const key = issue.path?.[0]?.key
      return (typeof key === 'string' && WHEN_MISSING[key]) || 'must be an object'
    },
  ),
  // A source that is switched off may be kept half-configured until someone registers.
  v.check(
    (source) => source.kind !== 'reliefweb' || !source.enabled || Boolean(source.appname),
    'ReliefWeb asks every caller for an "appname"; set one',
  ),
  v.check(
    (source) => source.kind !== 'html' || source.list !== undefined,
    'an html source needs "list" selectors, at least "item" and "title"',
  ),
  v.check(
    (source) => source.kind !== 'html' || (source.maxPages ?? 1) <= MAX_HTML_PAGES,
    `"maxPages" of an html source is at most ${MAX_HTML_PAGES} listing pages`,
  ),
)
