/**
 * npm run screenshots [-- --url http://127.0.0.1:8080]: Chromium screenshots of home, a list page
 * and a job detail at phone (390x844) and desktop (1280x800) widths into docs/screenshots/.
 * Needs a running server (npm start) and the distribution's Chromium (CHROMIUM_PATH).
 */
import path from 'node:path'
import { parseArgs } from 'node:util'

import { chromium } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts'

const { values } = parseArgs({
  options: { url: { type: 'string', default: 'http://127.0.0.1:8080' } },
})
const base = values.url as string
const outDir = path.resolve(import.meta.dirname, '../docs/screenshots')

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
})
try {
  const list = (await (
    await fetch(`${base}/api/jobs?status=active&sort=expiring&pageSize=1`)
  ).json()) as {
    jobs: { job_id: string }[]
  }
  const jobId = list.jobs[0]?.job_id
  const pages = [
    ['home', '/'],
    ['urgent', '/jobs/urgent'],
    ...(jobId ? [['job-detail', `/job/${jobId}`]] : []),
  ]
  for (const [width, height, device] of [
    [390, 844, 'phone'],
    [1280, 800, 'desktop'],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 })
    // A string: this runs in the page, and this file is type-checked without DOM types.
    await context.addInitScript("sessionStorage.setItem('splash-shown', '1')")
    const page = await context.newPage()
    for (const [name, route] of pages) {
      await page.goto(base + route, { waitUntil: 'networkidle' })
      await page.waitForTimeout(300)
      const file = path.join(outDir, `${name}-${device}.png`)
      await page.screenshot({ path: file, fullPage: false })
      console.log(file)
    }
    await context.close()
  }
} finally {
  await browser.close()
}
