import { defineConfig } from '@playwright/test'

/**
 * Browser tests run against the built app served by the real server on a fresh embedded
 * database with demo data. Chromium comes from the distribution (CHROMIUM_PATH); Playwright
 * never downloads a browser here.
 */
const port = Number(process.env.E2E_PORT ?? 4173)
/** the e2e server's switch between the current and the "next" release (scripts/e2e-releases.ts) */
const releasePort = port + 1

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // Journeys that route or fail requests need the page to make them; the offline journeys
    // (tests/e2e/offline.spec.ts) turn the service worker on.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
      // The dark theme's colours are checked by axe at 390 px; at 1280 px only the layout differs.
      grepInvert: /axe, dark theme/,
    },
  ],
  webServer: {
    command: 'node --import tsx scripts/e2e-server.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // Every journey posts from 127.0.0.1: the form limits are raised so they do not trip the suite.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      CONTACT_RATE_LIMIT: '500/10',
      NEWSLETTER_RATE_LIMIT: '500/10',
      REPORT_RATE_LIMIT: '500/10',
      JOB_POST_RATE_LIMIT: '500/10',
      E2E_RELEASE_PORT: String(releasePort),
    },
  },
})
