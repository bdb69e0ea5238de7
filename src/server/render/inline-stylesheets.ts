/**
 * A server-rendered page carries the site's stylesheet inside it: a linked stylesheet blocks the
 * first paint for one more round trip (300 ms and more on a Zimbabwean mobile network), and the
 * page is all a first visit sees before the app loads. Later pages come from the service
 * worker's shell, which links the same file from the precache.
 */
const STYLESHEET_LINK = /<link\b[^>]*\brel=["']?stylesheet\b[^>]*>/gi

/** `read` gives a stylesheet's text by its href, or null to leave its link as it was. */
export function inlineStylesheets(html: string, read: (href: string) => string | null): string {
  return html.replace(STYLESHEET_LINK, (tag) => {
    // A disabled stylesheet is one the page loads later, if at all (first-stylesheet.ts).
    if (/\sdisabled[\s=>]/i.test(tag)) return tag
    const href = hrefOf(tag)
    const css = href === undefined ? null : read(href)
    // Text that could close the element early stays behind its link.
    if (css === null || /<\/style/i.test(css)) return tag
    return `<style>${css}</style>`
  })
}

/** The href of a `<link>` tag, as written. */
export function hrefOf(tag: string): string | undefined {
  return /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1]
}
