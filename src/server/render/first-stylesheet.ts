/**
 * A page drawn only with the first load's styles carries those inline (about 3.9 KB gzip) rather
 * than the whole site's stylesheet (about 7 KB): the rest is for pages and parts that lazy
 * chunks draw, and the app loads it before it draws one (src/client/lib/whole-stylesheet.ts).
 * The build writes the subset and says which classes it lacks (scripts/vite-first-stylesheet.ts,
 * decision 075).
 */
import {
  isLazyClassName,
  WHOLE_STYLESHEET_ATTRIBUTE,
  type FirstStylesheet,
} from '#shared/first-stylesheet.ts'

import { hrefOf } from './inline-stylesheets.ts'

export function parseFirstStylesheet(text: string): FirstStylesheet | null {
  try {
    const data = JSON.parse(text) as Partial<FirstStylesheet> | null
    const isFile = (value: unknown) =>
      typeof value === 'string' && /^assets\/[\w-]+(?:\.[\w-]+)*\.css$/.test(value)
    const isHash = (value: unknown) => typeof value === 'string' && /^[\w-]{3}$/.test(value)
    if (!data || !isFile(data.first) || !isFile(data.whole)) return null
    if (!Array.isArray(data.lazyHashes) || !data.lazyHashes.every(isHash)) return null
    return data as FirstStylesheet
  } catch {
    return null
  }
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g
const LINK = /<link\b[^>]*>/gi

/**
 * `html` with its link to the whole stylesheet replaced by one to the subset, followed by the
 * whole one disabled (a disabled stylesheet is not fetched), when no element of the page has a
 * class the subset leaves out; else `html` as it was.
 */
export function linkFirstStylesheet(html: string, styles: FirstStylesheet): string {
  const lazy = new Set(styles.lazyHashes)
  for (const [, classes = ''] of html.matchAll(CLASS_ATTRIBUTE))
    for (const name of classes.split(/\s+/)) if (isLazyClassName(name, lazy)) return html

  return html.replace(LINK, (tag) =>
    hrefOf(tag) === `/${styles.whole}`
      ? `<link rel="stylesheet" href="/${styles.first}">` +
        tag.replace(/\s*\/?>$/, ` disabled ${WHOLE_STYLESHEET_ATTRIBUTE}>`)
      : tag,
  )
}
