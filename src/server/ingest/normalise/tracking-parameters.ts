/**
 * Links without the parameters that only tell an advertiser where a click came from: `utm_*` and
 * the well-known click ids (Google, Microsoft, Meta, Mailchimp, HubSpot, ...). They make one job's
 * link differ per feed, newsletter or share, and tell the next site who sent the reader.
 *
 * Only those: `ref`, `source`, `src`, `gh_src`, `lever-source` and the like stay, because on job
 * sites they pick the job or credit the board an applicant came through, and a site may open a
 * different page without them. The rest of the URL is kept byte for byte (no re-encoding): the
 * query is cut at `&` and each pair kept or dropped as written.
 */
const TRACKING = new Set([
  'fbclid',
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'twclid',
  'li_fat_id',
  'igshid',
  'yclid',
  'mc_cid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
  '__hstc',
  '__hssc',
  '__hsfp',
  'mkt_tok',
  '_ga',
  '_gl',
])

function isTracking(pair: string): boolean {
  const name = pair.split('=', 1)[0] ?? ''
  let decoded: string
  try {
    decoded = decodeURIComponent(name).toLowerCase()
  } catch {
    return false
  }
  return decoded.startsWith('utm_') || TRACKING.has(decoded)
}

/** `link` without tracking parameters; anything that is not an http(s) URL comes back as it was. */
export function withoutTrackingParameters(link: string): string {
  if (!/^https?:\/\//i.test(link)) return link
  const hash = link.indexOf('#')
  const beforeHash = hash === -1 ? link : link.slice(0, hash)
  const fragment = hash === -1 ? '' : link.slice(hash)
  const question = beforeHash.indexOf('?')
  if (question === -1) return link
  const pairs = beforeHash.slice(question + 1).split('&')
  const kept = pairs.filter((pair) => !isTracking(pair))
  if (kept.length === pairs.length) return link
  const query = kept.filter((pair) => pair !== '').join('&')
  return `${beforeHash.slice(0, question)}${query ? `?${query}` : ''}${fragment}`
}
