/**
 * A job alert's search in plain words ("driver jobs in Bulawayo"), for its emails and pages, and
 * the list address that shows the same jobs now. The words use the labels the list's filters
 * show; the address is written as the app's list route writes its own (src/client/lib/
 * search-params.ts: each list comma-separated, spaces as "+"), so a link from an email opens the
 * very page the reader asked from. Isomorphic: the server writes the emails, the app may show it.
 */
import { getCategoryLabel } from './job-facets/categories.ts'
import { getJobTypeLabel } from './job-facets/job-type-values.ts'
import { getLocationLabel } from './job-facets/location-labels.ts'
import type { PayFacet } from './job-facets/pay-values.ts'

/** What an alert searches for: the list's q and filters (an AlertRow fits as it is). */
export interface AlertSearch {
  q: string | null
  location: readonly string[]
  category: readonly string[]
  type: readonly string[]
  /** shown: only jobs that state their pay */
  pay: PayFacet | null
}

/** "a", "a or b", "a, b or c" */
function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1) ?? ''}`
}

/** "Accounting & Finance" reads "accounting & finance" mid-sentence; "ICT" stays "ICT". */
function inSentence(label: string): string {
  return label.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase())
}

/** "in Harare or Gweru", "remote", "in other places", joined by "or". */
function describePlaces(location: readonly string[]): string | null {
  const towns = location.filter((value) => value !== 'remote' && value !== 'other')
  const parts = [
    ...(towns.length > 0 ? [`in ${orList(towns.map(getLocationLabel))}`] : []),
    ...(location.includes('remote') ? ['remote'] : []),
    ...(location.includes('other') ? ['in other places'] : []),
  ]
  return parts.length > 0 ? parts.join(' or ') : null
}

/** How the pay filter reads, last: "driver jobs in Bulawayo with pay shown". */
const WITH_PAY_SHOWN = 'with pay shown'

/** How the search words read when they are not to be quoted. */
export const UNQUOTED_WORDS = 'matching your search words'

/**
 * "all jobs", "driver jobs in Bulawayo", "full-time jobs in Harare",
 * "accounting & finance jobs matching “clerk” in Harare or Gweru, full-time",
 * "driver jobs in Bulawayo with pay shown".
 *
 * `quoteWords: false` names the words without repeating them ("jobs matching your search words
 * in Bulawayo"): what the site mails or shows before the alert's owner confirmed it. Anyone can
 * type anything into q and any address into the form, so quoting q then would carry a stranger's
 * text ("URGENT … verify at https://…") to that address from the site.
 */
export function describeAlertSearch(
  { q, location, category, type, pay }: AlertSearch,
  { quoteWords = true }: { quoteWords?: boolean } = {},
): string {
  const kinds = category.length > 0 ? orList(category.map(getCategoryLabel).map(inSentence)) : null
  const types = type.length > 0 ? orList(type.map(getJobTypeLabel).map(inSentence)) : null
  const words = q?.trim() || null
  const matching = words ? ` ${quoteWords ? `matching “${words}”` : UNQUOTED_WORDS}` : ''
  let what: string
  let typesSaid = false
  if (kinds) what = `${kinds} jobs${matching}`
  else if (words && quoteWords) what = /\bjobs?$/i.test(words) ? words : `${words} jobs`
  else {
    what = `${types ? `${types} ` : ''}jobs${matching}`
    typesSaid = true
  }
  // Remote alone reads best in front: "remote driver jobs", not "driver jobs remote".
  const onlyRemote = location.length === 1 && location[0] === 'remote'
  const places = onlyRemote ? null : describePlaces(location)
  const described = [onlyRemote ? `remote ${what}` : what, places].filter(Boolean).join(' ')
  // The types lead when nothing else names the jobs; otherwise they follow.
  const withTypes = types && !typesSaid ? `${described}, ${types}` : described
  // After trailing types it needs its own comma: "nurse jobs, full-time, with pay shown".
  if (pay) return `${withTypes}${types && !typesSaid ? ',' : ''} ${WITH_PAY_SHOWN}`
  return withTypes === 'jobs' ? 'all jobs' : withTypes
}

/**
 * As a form (and URLSearchParams) writes a value: spaces as "+", everything but letters, digits
 * and "*-._" escaped, except the commas that separate a list's values.
 */
function formEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replaceAll('%20', '+')
    .replaceAll('%2C', ',')
}

/** The list of every active job with this search: `${origin}/jobs/all?q=…&location=…`. */
export function alertSearchUrl(origin: string, { q, location, category, type, pay }: AlertSearch) {
  const params: [string, string][] = [
    ['q', q ?? ''],
    ['location', location.join(',')],
    ['category', category.join(',')],
    ['type', type.join(',')],
    ['pay', pay ?? ''],
  ]
  const query = params
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${formEncode(value)}`)
    .join('&')
  return `${origin}/jobs/all${query ? `?${query}` : ''}`
}
