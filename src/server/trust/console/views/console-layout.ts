/** The frame of every console page: the site's name, the tabs with their counts, sign-out. */
import { SITE_NAME } from '#shared/site.ts'

import type { QueueCounts } from '../console-queues.repo.ts'
import { view, writtenPage, type View } from '../../../render/written-page.ts'

export const CONSOLE_TABS = [
  { path: '/admin', label: 'Reports', count: 'reports' },
  { path: '/admin/adverts', label: 'Adverts', count: 'adverts' },
  { path: '/admin/review', label: 'Review', count: 'review' },
  { path: '/admin/flagged', label: 'Flagged', count: 'flagged' },
  { path: '/admin/taken-down', label: 'Taken down', count: 'taken_down' },
  { path: '/admin/sources', label: 'Sources', count: null },
  { path: '/admin/messages', label: 'Messages', count: null },
  { path: '/admin/audit', label: 'Audit log', count: null },
] as const

export type ConsolePath = (typeof CONSOLE_TABS)[number]['path']

const STYLE = `
header,nav,main{max-width:56rem;margin:0 auto;padding:0 1rem}
header{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem;padding-top:1rem}
h1{font-size:1.25rem;margin:0}
nav ul{display:flex;flex-wrap:wrap;gap:.25rem;list-style:none;padding:0;margin:.75rem 0}
nav a{display:inline-block;padding:.5rem .75rem;border-radius:999px;background:#fff;color:#1c1917;text-decoration:none;border:1px solid #d6d3d1}
nav a[aria-current=page]{background:#14532d;color:#fff;border-color:#14532d}
.caution{background:#fef3c7;border-radius:.5rem;padding:.5rem .75rem}
ul.plain,ol.plain{padding-left:1.25rem}ol.log{list-style:none;padding:0 1rem}ol.log li{padding:.5rem 0;border-bottom:1px solid #e7e5e4}ol.log li:last-child{border:0}
form.action{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end;margin-top:.5rem}
form.action label{flex:1 1 14rem;margin:0}
pre.advert{white-space:pre-wrap;overflow-wrap:anywhere;max-height:20rem;overflow:auto;background:#f5f5f4;border-radius:.5rem;padding:.5rem .75rem;font:inherit}
`

export function consoleLayout({
  title,
  current,
  email,
  counts,
  notice,
  body,
}: {
  title: string
  current: ConsolePath
  email: string
  counts: QueueCounts
  notice: string | null
  body: View
}): View {
  return writtenPage({
    title: `${title} · Console`,
    style: STYLE,
    body: view`<header>
<h1>${SITE_NAME} console</h1>
<form method="post" action="/admin/sign-out"><span class="muted">${email}</span> <button class="secondary">Sign out</button></form>
</header>
<nav aria-label="Console"><ul>${CONSOLE_TABS.map(
      (tab) =>
        view`<li><a href="${tab.path}"${tab.path === current ? view` aria-current="page"` : ''}>${tab.label}${tab.count === null ? '' : ` (${counts[tab.count]})`}</a></li>`,
    )}</ul></nav>
<main>
${notice ? view`<p class="notice" role="status">${notice}</p>` : ''}
${body}
</main>`,
  })
}

/** A page outside the console's frame (sign-in). */
export function barePage(title: string, body: View): View {
  return writtenPage({ title, style: STYLE, body: view`<main>${body}</main>` })
}
