/**
 * The console's pages are HTML the server writes: no app code, no cache, nothing in the public
 * bundle or the offline copy. `view` is Hono's escaping `html` tag, typed as the synchronous
 * string it is when no part of the page is a promise (none here is).
 */
import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'

export type View = HtmlEscapedString

export function view(strings: TemplateStringsArray, ...values: unknown[]): View {
  // html() returns a promise only when a value is one; pages are built from plain values.
  return html(strings, ...values) as View
}

/** "26 Nov 2026, 14:05" in the site's time zone: operators read local times. */
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
