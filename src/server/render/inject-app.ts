import {
  RENDERED_AT_ATTRIBUTE,
  SERVER_STATE_ELEMENT_ID,
  type ServerRenderedApp,
} from '#shared/server-render.ts'

import type { PageAssets } from './page-assets.ts'

const EMPTY_ROOT = '<div id="root"></div>'

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/**
 * index.html with the rendered app in its root element, the page's stylesheets in its head, and
 * the query cache before </body>; null when index.html has no empty root to fill. The page's
 * chunks are named on the root (`data-modules`), not linked: the entry preloads them once the
 * page has painted (src/client/lib/page-modules.ts), so they never delay that paint.
 * Functions as replacements: `$&` in a job title must not act as a pattern.
 */
export function injectRenderedApp(
  indexHtml: string,
  app: Pick<ServerRenderedApp, 'html' | 'stateJson' | 'renderedAt'>,
  assets: PageAssets,
): string | null {
  if (!indexHtml.includes(EMPTY_ROOT)) return null
  const links = assets.styles.map(
    (href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`,
  )
  const modules =
    assets.scripts.length > 0 ? ` data-modules="${escapeAttribute(assets.scripts.join(' '))}"` : ''
  const renderedAt = ` ${RENDERED_AT_ATTRIBUTE}="${Math.trunc(app.renderedAt)}"`
  const state = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${app.stateJson}</script>`
  return indexHtml
    .replace('</head>', () => `${links.map((link) => `  ${link}\n`).join('')}  </head>`)
    .replace('</body>', () => `  ${state}\n  </body>`)
    .replace(EMPTY_ROOT, () => `<div id="root"${modules}${renderedAt}>${app.html}</div>`)
}
