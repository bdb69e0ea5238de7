/**
 * An `html` source: a board without a feed, described by selectors (html.ts, page-selectors.ts).
 * A selector reads the text of its first match inside the card (or page); `sel@attr` reads an
 * attribute of that match, `@attr` the card's own. A job's field may instead be an object that
 * cleans what its selector read, or gives a fixed value (field-spec.ts).
 */
import * as v from 'valibot'

import { companyOption, pagesOption, sourceKind } from '../../source-options.ts'
import { fieldSpec, ownFieldSpec, selector } from './field-spec.ts'

/** Listing pages followed through `next` at most, whatever the source says. */
export const MAX_HTML_PAGES = 50

const optionalSelector = v.optional(selector)
const optionalField = v.optional(fieldSpec)

/** An object of selectors that takes no other key; `required` names what a missing one reads. */
function selectors<const TEntries extends v.ObjectEntries>(
  entries: TEntries,
  required: Record<string, string> = {},
) {
  const takes = Object.keys(entries).join(', ')
  return v.strictObject(entries, (issue) => {
    if (issue.expected === 'never') return `is not a selector here (it takes: ${takes})`
    const key = String(issue.path?.at(-1)?.key)
    if (issue.input === undefined) return `is required: the selector of ${required[key] ?? key}`
    return 'must be an object of selectors'
  })
}

const listSelectors = selectors(
  {
    /** one match per job card */
    item: selector,
    title: ownFieldSpec,
    /** default: the card's own href, else its first link's */
    link: v.optional(ownFieldSpec),
    company: optionalField,
    location: optionalField,
    deadline: optionalField,
    category: optionalField,
    type: optionalField,
    salary: optionalField,
    posted: optionalField,
    /** the card's summary (as markdown); a detail page's description replaces it */
    description: optionalField,
    /** as on the detail page: an http(s) link or a mailto: */
    apply: optionalField,
    /** read on the whole page: the next listing page */
    next: optionalSelector,
  },
  { item: 'each job card', title: "a card's title" },
)

/** Fields read on a job's own page, the same mini-language read on the whole page. */
const detailSelectors = selectors({
  description: optionalField,
  /** an http(s) link (the job's link), or a mailto: (an email application: its instructions) */
  apply: optionalField,
  deadline: optionalField,
  company: optionalField,
  location: optionalField,
  category: optionalField,
  type: optionalField,
  salary: optionalField,
})

export type HtmlListSelectors = v.InferOutput<typeof listSelectors>
export type HtmlDetailSelectors = v.InferOutput<typeof detailSelectors>

export const htmlSource = sourceKind('html', {
  company: companyOption,
  /** listing pages followed through `next` */
  maxPages: pagesOption(5, MAX_HTML_PAGES, 'listing pages'),
  /** the listing's cards */
  list: listSelectors,
  /** each job's own page, read once per new or changed card */
  detail: v.optional(detailSelectors),
})
