/**
 * Which links may become <a> elements, and the parts of the source that name them: inline link
 * destinations, and addresses written out in the text (GFM's "extended autolinks").
 */
import { ESCAPABLE, escapeAttribute, unescapeString } from './escape.ts'

const ALLOWED_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:']

function isBlockedHost(hostname: string, blockedDomains: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  return blockedDomains.some((domain) => {
    const blocked = domain.toLowerCase().replace(/^\.+|\.$/g, '')
    return blocked !== '' && (host === blocked || host.endsWith(`.${blocked}`))
  })
}

/**
 * The tags around a link's text, or two empty strings where only the text may stay: a scheme
 * other than http, https, mailto or tel, a relative link (no base URL: in a scraped post it points
 * at the source site, not at ours), or a host on the blocked list. The string that is checked is
 * the string written into href, so the browser cannot read a different URL from it.
 */
export function linkTags(destination: string, blockedDomains: readonly string[]): [string, string] {
  let href: string
  let url: URL
  try {
    // Spaces and other characters a URL may not hold are percent-encoded, as marked did ("%"
    // itself is left alone: it is already an escape). A lone surrogate throws: no link.
    href = encodeURI(destination.trim()).replace(/%25/g, '%')
    url = new URL(href)
  } catch {
    return ['', '']
  }
  const web = url.protocol === 'http:' || url.protocol === 'https:'
  if (
    !ALLOWED_PROTOCOLS.includes(url.protocol) ||
    (web && isBlockedHost(url.hostname, blockedDomains))
  )
    return ['', '']
  const newTab = web ? ' target="_blank" rel="noopener noreferrer"' : ''
  return [`<a href="${escapeAttribute(href)}"${newTab}>`, '</a>']
}

// After "(": spaces and at most one line break, then maybe a destination in "<>".
const DESTINATION_START = /[ \t]*\n?[ \t]*(<(?:\\.|[^\\<>\n])*>)?/y
// After the destination: a title, read past and dropped (titles are not shown), and ")".
const TITLE_AND_END = /(?:\s+(?:"(?:\\.|[^\\"])*"|'(?:\\.|[^\\'])*'|\((?:\\.|[^\\()])*\)))?\s*\)/y

/**
 * The "(destination "title")" after a link's "]", starting at `at`: the index after its ")" and
 * the destination, or undefined. Each part stops at the first character it cannot contain, and
 * parentheses nest at most 32 deep, so a run of unclosed "](" costs little each.
 */
export function parseLinkTail(src: string, at: number): [number, string] | undefined {
  if (src[at] !== '(') return undefined
  DESTINATION_START.lastIndex = at + 1
  const pointed = DESTINATION_START.exec(src)?.[1]
  const start = DESTINATION_START.lastIndex
  let i = start
  // Unless in "<>", a destination ends at a space or control character, or at a ")" that closes
  // no "(" of its own.
  for (let depth = 0, char = src[i]; !pointed && char !== undefined && char > ' '; char = src[i]) {
    if (char === '\\' && ESCAPABLE.test(src[i + 1] ?? '')) i++
    else if (char === '(' && ++depth > 32) return undefined
    else if (char === ')' && !depth--) break
    i++
  }
  TITLE_AND_END.lastIndex = i
  if (!TITLE_AND_END.exec(src)) return undefined
  const destination = pointed?.slice(1, -1) ?? src.slice(start, i)
  return [TITLE_AND_END.lastIndex, unescapeString(destination)]
}

/**
 * An address written out ("https://…", "www.…") at `at`: its text, or undefined. Trailing
 * punctuation is left out as GFM does ("see www.x.example." ends before the full stop), and a
 * closing parenthesis only when it has no opening one in the address.
 */
export function matchBareUrl(src: string, at: number): string | undefined {
  const pattern = /(?:https?:\/\/|www\.)[\w-][^\s<]*/iy
  pattern.lastIndex = at
  const text = pattern.exec(src)?.[0]
  if (!text) return undefined
  let end = text.length
  let unclosed = 0
  for (const char of text) unclosed += char === ')' ? 1 : char === '(' ? -1 : 0
  for (let last = text[end - 1]; last; last = text[end - 1]) {
    if (last === ')' && unclosed > 0) unclosed--
    else if (!'?!.,:*_~\'"'.includes(last)) break
    end--
  }
  return text.slice(0, end)
}

/**
 * The domain part of an e-mail address written out in the text, read from the "@" at `at`
 * (GFM: at least one dot, not ending in "-" or "_"), or undefined.
 */
export function matchEmailDomain(src: string, at: number): string | undefined {
  const pattern = /@[\w-]+(?:\.[\w-]+)+/y
  pattern.lastIndex = at
  const domain = pattern.exec(src)?.[0]
  return domain && !/[-_]$/.test(domain) ? domain : undefined
}
