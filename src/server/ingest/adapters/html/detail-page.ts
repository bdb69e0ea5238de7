/**
 * A job's own page on an `html` source: the description (as markdown), the apply link, and any
 * field the card lacked. An apply link that is `mailto:` is an email application: it is written
 * out as the job's how-to-apply text, and the job keeps its page on the board as its link.
 */
import type { HtmlDetailSelectors } from './html-source.ts'
import { htmlToMarkdown, htmlToPlainText } from '../../normalise/html-to-markdown.ts'
import { extractDeadlineFromText } from '../../normalise/deadline-from-text.ts'
import {
  clampText,
  findApplyInstructions,
  normaliseEmploymentType,
} from '../../normalise/text-fields.ts'
import { uniqueTags } from '../adapter-fields.ts'
import type { DetailFields } from '../detail-pages.ts'
import { deadlineFields, readDeadlineField } from './card-job.ts'
import { resolveLink } from './listing-page.ts'
import { outerHtml, parseHtml, readField, selectFirst } from './page-selectors.ts'

const MAX_DESCRIPTION = 50_000

export function readDetailPage(
  html: string,
  pageUrl: string,
  selectors: HtmlDetailSelectors,
  timeZone: string,
): DetailFields {
  const document = parseHtml(html)
  const fields: DetailFields = {}
  let plainDescription = ''
  if (selectors.description) {
    const element = selectFirst(document, selectors.description)
    if (element) {
      const markup = absoluteLinks(outerHtml(element), pageUrl)
      fields.description = clampText(htmlToMarkdown(markup).trim(), MAX_DESCRIPTION)
      plainDescription = htmlToPlainText(markup)
    }
  }
  const applyHref = selectors.apply ? readField(document, selectors.apply) : null
  const apply = applyHref ? resolveLink(applyHref, pageUrl) : null
  // job_link is a page to apply on; an email application is how-to-apply text, as other
  // sources' are (the job page makes its address tappable). The job keeps its board page.
  if (apply?.startsWith('mailto:')) fields.applyInstructions = emailInstructions(apply)
  else if (apply) fields.jobLink = apply
  else if (fields.description) {
    const instructions = findApplyInstructions(fields.description)
    if (instructions) fields.applyInstructions = instructions
  }
  const deadlineText = selectors.deadline ? readField(document, selectors.deadline) : null
  const deadline = deadlineText
    ? readDeadlineField(deadlineText, timeZone)
    : extractDeadlineFromText(plainDescription, timeZone)
  if (deadline) Object.assign(fields, deadlineFields(deadline))
  const text = (key: 'company' | 'location' | 'salary' | 'type' | 'category') => {
    const selector = selectors[key]
    return selector ? readField(document, selector) : null
  }
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

/**
 * 'Apply by email to hr@example.co.zw, with "Ref 12" in the subject line': the words the
 * how-to-apply reader takes the address and the subject (its reference) from. Quotes inside the
 * subject are dropped, so the reader's quoted subject ends where the page's does.
 */
function emailInstructions(mailto: string): string {
  const url = new URL(mailto)
  const address = decodeURIComponent(url.pathname)
  const subject = url.searchParams
    .get('subject')
    ?.replace(/["\u201c\u201d]/g, '')
    .trim()
  return `Apply by email to ${address}${subject ? `, with "${subject}" in the subject line` : ''}`
}

/** Relative links in a description would be dropped by the markdown converter: resolve them. */
function absoluteLinks(html: string, pageUrl: string): string {
  return html.replace(/\bhref\s*=\s*"([^"]*)"/gi, (whole, href: string) => {
    const resolved = resolveLink(href.replace(/&amp;/g, '&'), pageUrl)
    return resolved ? `href="${resolved.replace(/&/g, '&amp;').replace(/"/g, '%22')}"` : whole
  })
}
