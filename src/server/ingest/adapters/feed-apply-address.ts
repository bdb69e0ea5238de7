/**
 * A feed item's own apply address. Boards that post adverts as articles (WP Job Manager sites,
 * Blogger and WordPress blogs) give each item a link to its page on the board, while the advert
 * says where to apply: "Apply online at https://careers.example/…", "[Click here to apply](…)".
 * That address is the job's link; the board's page is only a copy of the advert.
 */

// Adverts name their apply address near the top or at the end; a pasted wall of text past this
// is not read (the patterns are bounded, but the input need not be long to find an address).
const MAX_TEXT = 20_000
const URL_PATTERN = String.raw`https?:\/\/[^\s<>()\[\]"'*]{1,2000}`
/** "Apply online at https://…", "To apply, use https://…": the phrase, then the URL, in one sentence. */
const AFTER_APPLY = new RegExp(String.raw`\bapply\b[^.!?\n]{0,40}?(${URL_PATTERN})`, 'gi')
/** "[Apply here](https://…)", "[Online application form](https://…)" */
const APPLY_LINK = new RegExp(
  String.raw`\[([^\]\n]{0,80}\b(?:apply|application)[^\]\n]{0,80})\]\((${URL_PATTERN})\)`,
  'gi',
)

/** Whether `link` is a page of the site the feed comes from (www. or not). */
export function isOnSite(link: string | null, feedUrl: string | undefined): boolean {
  if (!link || !feedUrl) return false
  try {
    const host = (url: string) => new URL(url).hostname.replace(/^www\./i, '')
    return host(link) === host(feedUrl)
  } catch {
    return false
  }
}

/** The first apply address the advert (markdown) names, other than `ownLink`; null if none. */
export function findApplyLink(markdown: string, ownLink: string | null): string | null {
  const text = markdown.slice(0, MAX_TEXT)
  const same = (url: string) => ownLink !== null && stripHash(url) === stripHash(ownLink)
  const found: { index: number; url: string }[] = []
  for (const match of text.matchAll(APPLY_LINK)) {
    const url = trimUrl(match[2] ?? '')
    if (!same(url)) found.push({ index: match.index, url })
  }
  for (const match of text.matchAll(AFTER_APPLY)) {
    const url = trimUrl(match[1] ?? '')
    if (!same(url)) found.push({ index: match.index, url })
  }
  found.sort((a, b) => a.index - b.index)
  return found[0]?.url ?? null
}

/**
 * The address as written: markdown escapes undone ("utm\_source"; no URL holds a backslash),
 * and a sentence's full stop or comma after it left out.
 */
const trimUrl = (url: string) => url.replace(/\\(.)/g, '$1').replace(/[.,;:!?]+$/, '')
const stripHash = (url: string) => url.replace(/#.*$/, '').replace(/\/$/, '')
