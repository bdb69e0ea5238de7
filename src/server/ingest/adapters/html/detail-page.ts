/**
 * A job's own page on an `html` source: the description (as markdown), the apply link, and any
 * field the card lacked. An apply link that is `mailto:` is an email application: it is written
 * out as the job's how-to-apply text, and the job keeps its page on the board as its link.
 */
import type { HtmlDetailSelectors } from './html-source.ts'
import { extractDeadlineFromText } from '../../normalise/deadline-from-text.ts'
import { findApplyInstructions, normaliseEmploymentType } from '../../normalise/text-fields.ts'
import { uniqueTags } from '../adapter-fields.ts'
import type { DetailFields } from '../detail-pages.ts'
import { applyLinkFields } from './apply-link.ts'
import { deadlineFields, readDeadlineField, type PageClock } from './card-job.ts'
import { readTextField, type FieldRead } from './clean-field.ts'
import { readDescriptionField, type DescriptionRead } from './description-field.ts'
import { parseHtml, resolveLink, type HtmlNode } from './page-selectors.ts'

const TEXT_FIELDS = [
  'apply',
  'deadline',
  'company',
  'location',
  'salary',
  'type',
  'category',
] as const

/** The fields a job page's selectors read, as the page has them and cleaned. */
export type DetailFieldReads = Partial<
  Record<(typeof TEXT_FIELDS)[number], FieldRead> & { description: DescriptionRead }
>

/** Each configured field of a job's page, as the page has it and after its cleaning steps. */
export function readDetailFields(
  document: HtmlNode,
  pageUrl: string,
  selectors: HtmlDetailSelectors,
): DetailFieldReads {
  const reads: DetailFieldReads = {}
  if (selectors.description)
    reads.description = readDescriptionField(document, selectors.description, pageUrl)
  for (const field of TEXT_FIELDS) {
    const spec = selectors[field]
    if (spec) reads[field] = readTextField(document, spec)
  }
  return reads
}

export function readDetailPage(
  html: string,
  pageUrl: string,
  selectors: HtmlDetailSelectors,
  clock: PageClock,
): DetailFields {
  const reads = readDetailFields(parseHtml(html), pageUrl, selectors)
  const fields: DetailFields = {}
  const description = reads.description?.value
  if (description) fields.description = description
  const applyHref = reads.apply?.value
  const apply = applyHref ? resolveLink(applyHref, pageUrl) : null
  if (apply) Object.assign(fields, applyLinkFields(apply))
  else if (fields.description) {
    const instructions = findApplyInstructions(fields.description)
    if (instructions) fields.applyInstructions = instructions
  }
  const deadlineText = reads.deadline?.value
  const deadline = deadlineText
    ? readDeadlineField(deadlineText, clock)
    : extractDeadlineFromText(reads.description?.plain ?? '', clock.timeZone, {
        nowMs: clock.nowMs,
      })
  if (deadline) Object.assign(fields, deadlineFields(deadline))
  const text = (key: 'company' | 'location' | 'salary' | 'type' | 'category') =>
    reads[key]?.value ?? null
  const company = text('company')
  if (company) fields.company = company
  const location = text('location')
  if (location) fields.location = location
  const salary = text('salary')
  if (salary) fields.salary = salary
  const type = text('type')
  if (type) fields.employmentType = normaliseEmploymentType(type)
  const category = text('category')
  if (category) fields.tags = uniqueTags([category])
  return fields
}
