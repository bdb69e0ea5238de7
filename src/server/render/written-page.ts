/**
 * Pages the server writes itself, with no app code: the operators' console and the pages job
 * alert emails link to. No script, nothing cached, nothing in the public bundle or the offline
 * copy; laid out for a 360 px phone first. `view` is Hono's escaping `html` tag, typed as the
 * synchronous string it is when no part of the page is a promise (none here is).
 *
 * The referrer policy is same-origin, not no-referrer: a page's address (an alert's token) must
 * not reach other sites, but under no-referrer browsers send `Origin: null` with the page's own
 * form posts, which the origin check rightly refuses.
 */
import { html, raw } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'

import { escapeControls } from '#shared/control-characters.ts'
import { SITE_NAME } from '#shared/site.ts'

export type View = HtmlEscapedString

export function view(strings: TemplateStringsArray, ...values: unknown[]): View {
  // html() returns a promise only when a value is one; pages are built from plain values.
  return html(strings, ...values.map(showControls)) as View
}

/**
 * Text put in a page is shown with its control and bidi characters as visible escapes
 * (`\u202e`): a right-to-left override in a listing's title or a report, stored before text was
 * cleaned on the way in, would otherwise reorder the operator's page around it. Views already
 * built (HtmlEscapedString objects) were escaped when they were built; line breaks stay.
 */
function showControls(value: unknown): unknown {
  if (typeof value === 'string') return escapeControls(value, { lineBreaks: true })
  return Array.isArray(value) ? value.map(showControls) : value
}

/** What every written page shares: type, cards, notices, forms and buttons. */
const BASE_STYLE = `
:root{color-scheme:light;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917;background:#f5f5f4}
body{margin:0}h2{font-size:1.125rem;margin:0 0 .25rem}a{color:#14532d}
.item{background:#fff;border:1px solid #d6d3d1;border-radius:.75rem;padding:1rem;margin:0 0 1rem;overflow-wrap:anywhere}
.muted{color:#57534e;font-size:.875rem}.notice{background:#dcfce7;border-radius:.5rem;padding:.75rem}
.error{background:#fee2e2;border-radius:.5rem;padding:.75rem}
label{display:block;font-weight:600;margin:.5rem 0 .25rem}input,textarea{font:inherit;width:100%;box-sizing:border-box;padding:.625rem;border:1px solid #a8a29e;border-radius:.5rem}
button{font:inherit;min-height:44px;padding:.5rem 1rem;border-radius:.5rem;border:1px solid #14532d;background:#14532d;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#14532d}button.danger{background:#991b1b;border-color:#991b1b}
`

/** A whole document: the shared head and styles, the page's own styles, its title and body. */
export function writtenPage({
  title,
  style = '',
  body,
}: {
  /** the document's title, before the site's name */
  title: string
  /** CSS of this kind of page, after the shared rules */
  style?: string
  body: View
}): View {
  return view`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="same-origin">
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<title>${title} · ${SITE_NAME}</title>
<style>${raw(BASE_STYLE + style)}</style>
</head>
<body>
${body}
</body>
</html>`
}

/** "26 Nov 2026, 14:05" in the site's time zone: people read local times. */
export function formatTime(iso: string, timeZone: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date)
}
