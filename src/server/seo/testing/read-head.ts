/** Test helper: a page's head as a crawler's HTML parser reads it (htmlparser2). */
import { DomUtils, parseDocument } from 'htmlparser2'

export function readHead(html: string) {
  const document = parseDocument(html)
  const elements = DomUtils.getElementsByTagName(() => true, document.children, true)
  const byName = (name: string) => elements.filter((element) => element.name === name)
  const scripts = byName('script')
  const ldJsonTexts = scripts
    .filter((element) => element.attribs.type === 'application/ld+json')
    .map((element) => DomUtils.textContent(element))
  return {
    /** the text of every <title>, entities decoded */
    titles: byName('title').map((element) => DomUtils.textContent(element)),
    scripts,
    /** the content of every <meta> whose name or property is `key` */
    metaContent: (key: string) =>
      byName('meta')
        .filter((element) => element.attribs.name === key || element.attribs.property === key)
        .map((element) => element.attribs.content),
    canonical: byName('link')
      .filter((element) => element.attribs.rel === 'canonical')
      .map((element) => element.attribs.href),
    /** the raw text of every application/ld+json block */
    ldJsonTexts,
    /** every application/ld+json block, parsed */
    ldJson: ldJsonTexts.map((text) => JSON.parse(text) as Record<string, unknown>),
    hasElementWithId: (id: string) => DomUtils.getElementById(id, document.children) !== null,
  }
}
