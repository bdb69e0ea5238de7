/**
 * The page's only script tag, kept tiny on purpose. A page the server rendered is already
 * readable, so the app (React, the router, the data layer: most of the first visit's bytes) is
 * fetched only once that page is on screen and never holds up its first paint on a slow link.
 * The plain app shell (the service worker's offline page) has nothing to show, so it starts at
 * once. docs/decisions/010-app-after-first-paint.md. Meanwhile it holds the taps on the server
 * page's buttons for the app (docs/decisions/016-taps-before-the-app.md).
 */
import { afterFirstPaint } from './lib/after-first-paint.ts'
import { holdEarlyTaps } from './lib/early-taps.ts'
import { preloadPageModules, runFrameworkFirst } from './lib/page-modules.ts'
import './styles/base.css'

const root = document.getElementById('root')
const serverRendered = root?.hasChildNodes() ?? false
const earlyTaps = root && serverRendered ? holdEarlyTaps(root) : null

async function start(): Promise<void> {
  if (serverRendered) await afterFirstPaint()
  if (root) await runFrameworkFirst(preloadPageModules(root))
  const { startApp } = await import('./app.tsx')
  await startApp(earlyTaps)
}

start().catch((error: unknown) => {
  earlyTaps?.cancel()
  // As with no scripts at all: the app's controls go, and what they would open shows.
  delete document.documentElement.dataset.js
  // The server's page stays: its links still work as plain page loads.
  console.warn('The app could not start; the page works without it.', error)
})
