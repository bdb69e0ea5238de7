/** The frame of every console page: the site's name, the tabs with their counts, sign-out. */
import { raw } from 'hono/html'

import { SITE_NAME } from '#shared/site.ts'

import type { QueueCounts } from '../console-queues.repo.ts'
import { view, type View } from './view.ts'

export const CONSOLE_TABS = [
  { path: '/admin', label: 'Reports', count: 'reports' },
  { path: '/admin/flagged', label: 'Flagged', count: 'flagged' },
  { path: '/admin/hidden', label: 'Hidden', count: 'hidden' },
  { path: '/admin/sources', label: 'Sources', count: null },
  { path: '/admin/messages', label: 'Messages', count: null },
  { path: '/admin/audit', label: 'Audit log', count: null },
] as const

export type ConsolePath = (typeof CONSOLE_TABS)[number]['path']

const STYLE = `
:root{color-scheme:light;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917;background:#f5f5f4}
body{margin:0}header,nav,main{max-width:56rem;margin:0 auto;padding:0 1rem}
header{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem;padding-top:1rem}
h1{font-size:1.25rem;margin:0}h2{font-size:1.125rem;margin:0 0 .25rem}
nav ul{display:flex;flex-wrap:wrap;gap:.25rem;list-style:none;padding:0;margin:.75rem 0}
nav a{display:inline-block;padding:.5rem .75rem;border-radius:999px;background:#fff;color:#1c1917;text-decoration:none;border:1px solid #d6d3d1}
nav a[aria-current=page]{background:#14532d;color:#fff;border-color:#14532d}
.item{background:#fff;border:1px solid #d6d3d1;border-radius:.75rem;padding:1rem;margin:0 0 1rem}
.muted{color:#57534e;font-size:.875rem}.notice{background:#dcfce7;border-radius:.5rem;padding:.75rem}
.error{background:#fee2e2;border-radius:.5rem;padding:.75rem}.caution{background:#fef3c7;border-radius:.5rem;padding:.5rem .75rem}
ul.plain,ol.plain{padding-left:1.25rem}ol.log{list-style:none;padding:0 1rem}ol.log li{padding:.5rem 0;border-bottom:1px solid #e7e5e4}ol.log li:last-child{border:0}details{margin-top:.75rem}summary{cursor:pointer;min-height:44px;display:flex;align-items:center}
form.action{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end;margin-top:.5rem}
label{display:block;font-weight:600;margin:.5rem 0 .25rem}input,textarea{font:inherit;width:100%;box-sizing:border-box;padding:.625rem;border:1px solid #a8a29e;border-radius:.5rem}
form.action label{flex:1 1 14rem;margin:0}button{font:inherit;min-height:44px;padding:.5rem 1rem;border-radius:.5rem;border:1px solid #14532d;background:#14532d;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#14532d}button.danger{background:#991b1b;border-color:#991b1b}
a{color:#14532d}
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
  return view`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<title>${title} · Console · ${SITE_NAME}</title>
<style>${raw(STYLE)}</style>
</head>
<body>
<header>
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
</main>
</body>
</html>`
}

/** A page outside the console's frame (sign-in). */
export function barePage(title: string, body: View): View {
  return view`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<title>${title} · ${SITE_NAME}</title>
<style>${raw(STYLE)}</style>
</head>
<body><main>${body}</main></body>
</html>`
}
