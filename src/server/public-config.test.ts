import { describe, expect, it } from 'vitest'

import { loadEnv } from './env.ts'
import { toPublicConfig } from './public-config.ts'

const MAIL = { SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_ORIGIN: 'https://jobs.example' }

describe('toPublicConfig', () => {
  it('offers email alerts and posts only where mail is set up', () => {
    expect(toPublicConfig(loadEnv({}))).toMatchObject({
      alerts: { enabled: false },
      jobPosts: { enabled: false },
    })
    expect(toPublicConfig(loadEnv(MAIL))).toMatchObject({
      alerts: { enabled: true },
      jobPosts: { enabled: true },
    })
  })

  it('offers push alerts with or without mail, unless their schedule is off', () => {
    expect(toPublicConfig(loadEnv({})).alerts.push).toBe(true)
    expect(toPublicConfig(loadEnv(MAIL)).alerts.push).toBe(true)
    expect(toPublicConfig(loadEnv({ ALERTS_SCHEDULE: 'off' })).alerts.push).toBe(false)
  })

  it('names the bot check only when it has a site key', () => {
    expect(toPublicConfig(loadEnv({})).turnstile).toBeNull()
    expect(
      toPublicConfig(loadEnv({ TURNSTILE_SITE_KEY: 'site', TURNSTILE_SECRET_KEY: 'secret' }))
        .turnstile,
    ).toEqual({
      siteKey: 'site',
      scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
    })
  })
})
