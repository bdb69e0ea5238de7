import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { EnvError, loadEnv } from './env.ts'

function loadError(source: Record<string, string>): unknown {
  try {
    loadEnv(source)
  } catch (error) {
    return error
  }
  return undefined
}

describe('loadEnv defaults', () => {
  it('uses the documented defaults for an empty environment', () => {
    const env = loadEnv({})
    expect(env.port).toBe(8080)
    expect(env.demoData).toBe(true)
    expect(env.siteTimeZone).toBe('Africa/Harare')
    expect(env.databaseUrl).toBeNull()
    expect(env.publicOrigin).toBeNull()
    expect(path.isAbsolute(env.dataDir)).toBe(true)
    expect(env.dataDir).toBe(path.resolve('./data'))
  })

  it('treats blank values as unset', () => {
    const env = loadEnv({ PORT: '  ', DEMO_DATA: '', SITE_TIMEZONE: ' ', DATABASE_URL: ' ' })
    expect([env.port, env.demoData, env.siteTimeZone, env.databaseUrl]).toEqual([
      8080,
      true,
      'Africa/Harare',
      null,
    ])
  })

  it('resolves a relative DATA_DIR to an absolute path', () => {
    const env = loadEnv({ DATA_DIR: 'some/dir' })
    expect(env.dataDir).toBe(path.resolve('some/dir'))
    expect(path.isAbsolute(env.dataDir)).toBe(true)
  })
})

describe('loadEnv rejects invalid values', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['SITE_TIMEZONE', 'Mars/Base'],
    ['DEMO_DATA', 'maybe'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_URL', 'not a url'],
    ['PUBLIC_ORIGIN', 'ftp://x'],
  ])('throws an EnvError naming %s for "%s"', (name, value) => {
    const error = loadError({ [name]: value })
    expect(error).toBeInstanceOf(EnvError)
    expect((error as EnvError).name).toBe('EnvError')
    expect((error as EnvError).message).toContain(name)
  })
})

describe('loadEnv reads valid overrides', () => {
  it('reads PORT', () => {
    expect(loadEnv({ PORT: '3000' }).port).toBe(3000)
  })

  it.each([
    ['0', false],
    ['false', false],
    ['off', false],
    ['1', true],
    ['YES', true],
  ])('reads DEMO_DATA=%s as %s', (value, expected) => {
    expect(loadEnv({ DEMO_DATA: value }).demoData).toBe(expected)
  })

  it('reads a PostgreSQL DATABASE_URL as given', () => {
    const url = 'postgres://user:secret@db.example:5432/jobs'
    expect(loadEnv({ DATABASE_URL: url }).databaseUrl).toBe(url)
    expect(loadEnv({ DATABASE_URL: 'postgresql://localhost/jobs' }).databaseUrl).toBe(
      'postgresql://localhost/jobs',
    )
  })

  it('reduces PUBLIC_ORIGIN to its origin', () => {
    expect(
      loadEnv({ PUBLIC_ORIGIN: 'https://jobs.example.co.zw/some/path?x=1' }).publicOrigin,
    ).toBe('https://jobs.example.co.zw')
  })

  it('reads SITE_TIMEZONE', () => {
    expect(loadEnv({ SITE_TIMEZONE: 'Europe/London' }).siteTimeZone).toBe('Europe/London')
  })
})

describe('loadEnv: proxies', () => {
  it('trusts no proxy by default, and reads hop counts and address lists', () => {
    expect(loadEnv({}).trustProxy).toEqual({ kind: 'none' })
    expect(loadEnv({ TRUST_PROXY: '1' }).trustProxy).toEqual({ kind: 'hops', hops: 1 })
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8,::1' }).trustProxy.kind).toBe('list')
  })
})

describe('loadEnv: forms', () => {
  it('reads form limits, the bot check and endpoints, with safe defaults', () => {
    const env = loadEnv({})
    expect(env.formLimits).toEqual({
      contact: { max: 5, windowMs: 600_000 },
      newsletter: { max: 10, windowMs: 3_600_000 },
      report: { max: 5, windowMs: 3_600_000 },
      alert: { max: 5, windowMs: 3_600_000 },
      push: { max: 30, windowMs: 3_600_000 },
      advertCheck: { max: 30, windowMs: 600_000 },
    })
    expect(env.turnstile.secretKey).toBeNull()
    expect([env.contactEndpoint, env.newsletterEndpoint]).toEqual([
      '/api/contact',
      '/api/newsletter',
    ])
    const custom = loadEnv({
      CONTACT_RATE_LIMIT: '20/5',
      TURNSTILE_SITE_KEY: 'site',
      TURNSTILE_SECRET_KEY: 'secret',
      NEWSLETTER_ENDPOINT: 'https://formspree.io/f/abc',
    })
    expect(custom.formLimits.contact).toEqual({ max: 20, windowMs: 300_000 })
    expect(loadEnv({ PUSH_RATE_LIMIT: '60/10' }).formLimits.push).toEqual({
      max: 60,
      windowMs: 600_000,
    })
    expect(loadEnv({ ADVERT_CHECK_RATE_LIMIT: '100/60' }).formLimits.advertCheck).toEqual({
      max: 100,
      windowMs: 3_600_000,
    })
    expect(custom.turnstile).toMatchObject({ siteKey: 'site', secretKey: 'secret' })
    expect(custom.newsletterEndpoint).toBe('https://formspree.io/f/abc')
  })

  it.each([
    [{ CONTACT_RATE_LIMIT: 'lots' }, 'CONTACT_RATE_LIMIT'],
    [{ NEWSLETTER_RATE_LIMIT: '0/10' }, 'NEWSLETTER_RATE_LIMIT'],
    [{ REPORT_RATE_LIMIT: '5' }, 'REPORT_RATE_LIMIT'],
    [{ ALERT_RATE_LIMIT: '5 per hour' }, 'ALERT_RATE_LIMIT'],
    [{ PUSH_RATE_LIMIT: '30' }, 'PUSH_RATE_LIMIT'],
    [{ TURNSTILE_SITE_KEY: 'only-half' }, 'TURNSTILE_SECRET_KEY'],
    [{ CONTACT_ENDPOINT: 'http://insecure.example/f' }, 'CONTACT_ENDPOINT'],
    [{ SUPPORT_EMAIL: 'nobody' }, 'SUPPORT_EMAIL'],
    [{ TRUST_PROXY: 'nginx' }, 'TRUST_PROXY'],
  ])('refuses %j naming %s', (source, name) => {
    expect(() => loadEnv(source)).toThrow(new RegExp(name))
  })
})

describe('loadEnv: alert email', () => {
  it('sends no mail unless SMTP_URL is set, from JobsZW by default', () => {
    expect(loadEnv({}).mail).toEqual({ smtpUrl: null, from: 'JobsZW <alerts@jobszw.co.zw>' })
    const env = loadEnv({
      PUBLIC_ORIGIN: 'https://jobs.example.co.zw',
      SMTP_URL: ' smtps://alerts:secret@mail.example.co.zw:465 ',
      MAIL_FROM: 'Job alerts <alerts@example.co.zw>',
      ALERT_RATE_LIMIT: '3/30',
    })
    expect(env.mail).toEqual({
      smtpUrl: 'smtps://alerts:secret@mail.example.co.zw:465',
      from: 'Job alerts <alerts@example.co.zw>',
    })
    expect(env.formLimits.alert).toEqual({ max: 3, windowMs: 1_800_000 })
    const local = { PUBLIC_ORIGIN: 'http://127.0.0.1:8080', SMTP_URL: 'smtp://127.0.0.1:2525' }
    expect(loadEnv({ ...local, MAIL_FROM: 'a@b.co' }).mail).toEqual({
      smtpUrl: 'smtp://127.0.0.1:2525',
      from: 'a@b.co',
    })
  })

  it.each([
    [{ SMTP_URL: 'https://mail.example.com' }, 'SMTP_URL must start with smtp: or smtps:'],
    [{ SMTP_URL: 'mail.example.com:25' }, 'SMTP_URL must start with smtp: or smtps:'],
    [{ MAIL_FROM: 'alerts' }, 'MAIL_FROM must be an address or "Name <address>", got "alerts"'],
    [
      { MAIL_FROM: 'JobsZW <alerts>' },
      'MAIL_FROM must be an address or "Name <address>", got "JobsZW <alerts>"',
    ],
    [
      { MAIL_FROM: 'a@b.co, c@d.co' },
      'MAIL_FROM must be an address or "Name <address>", got "a@b.co, c@d.co"',
    ],
  ])('explains %j', (source, message) => {
    expect(() => loadEnv(source)).toThrow(new EnvError(message))
  })
})

describe('loadEnv: messages', () => {
  it.each([
    [{ PORT: ' abc ' }, 'PORT must be a whole number from 0 to 65535, got "abc"'],
    [{ DEMO_DATA: 'Maybe' }, 'DEMO_DATA must be 1 or 0 (or true/false), got "maybe"'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL is not a valid URL'],
    [{ PUBLIC_ORIGIN: 'ftp://x' }, 'PUBLIC_ORIGIN must start with http: or https:'],
    [{ CONTACT_ENDPOINT: '//elsewhere.example/f' }, 'CONTACT_ENDPOINT is not a valid URL'],
    [
      { REPORT_RATE_LIMIT: '5/0' },
      'REPORT_RATE_LIMIT must look like COUNT/MINUTES, e.g. "5/10", got "5/0"',
    ],
    [{ SUPPORT_EMAIL: 'nobody' }, 'SUPPORT_EMAIL "nobody" is not an email address'],
    [
      { SITE_TIMEZONE: 'Mars/Base' },
      'SITE_TIMEZONE "Mars/Base" is not an IANA time zone such as Africa/Harare',
    ],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY a hop count above 10 is surely a mistake, got "11"'],
    [
      { TURNSTILE_SECRET_KEY: 'only-half' },
      'TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY must be set together (or neither)',
    ],
    [
      { SMTP_URL: 'smtp://127.0.0.1:2525' },
      'SMTP_URL needs PUBLIC_ORIGIN: the links in alert emails point at the site by it',
    ],
  ])('explains %j', (source, message) => {
    expect(() => loadEnv(source)).toThrow(new EnvError(message))
  })

  it('names the cron problem, and reads "off" as no schedule', () => {
    expect(() => loadEnv({ INGEST_SCHEDULE: 'every day' })).toThrow(
      /^INGEST_SCHEDULE must be a cron expression such as "0 \* \* \* \*" \(hourly\) or "off": /,
    )
    expect(loadEnv({ INGEST_SCHEDULE: 'OFF' }).ingest.schedule).toBeNull()
    expect(loadEnv({}).ingest.schedule).toBe('0 * * * *')
  })

  it('reads the alert digest schedule: 07:00 by default, "off" for none, checked like ingest', () => {
    expect(loadEnv({}).alerts.schedule).toBe('0 7 * * *')
    expect(loadEnv({ ALERTS_SCHEDULE: ' 30 6 * * 1-5 ' }).alerts.schedule).toBe('30 6 * * 1-5')
    expect(loadEnv({ ALERTS_SCHEDULE: 'off' }).alerts.schedule).toBeNull()
    expect(() => loadEnv({ ALERTS_SCHEDULE: '7am' })).toThrow(
      /^ALERTS_SCHEDULE must be a cron expression such as "0 \* \* \* \*" \(hourly\) or "off": /,
    )
  })

  it('reads the push reminders schedule: hourly at a quarter past by default, "off" for none', () => {
    expect(loadEnv({}).push.remindersSchedule).toBe('15 * * * *')
    expect(loadEnv({ PUSH_REMINDERS_SCHEDULE: '*/30 * * * *' }).push.remindersSchedule).toBe(
      '*/30 * * * *',
    )
    expect(loadEnv({ PUSH_REMINDERS_SCHEDULE: 'off' }).push.remindersSchedule).toBeNull()
    expect(() => loadEnv({ PUSH_REMINDERS_SCHEDULE: 'hourly' })).toThrow(
      /^PUSH_REMINDERS_SCHEDULE must be a cron expression/,
    )
  })

  it('lists every variable that is wrong, one a line, not only the first', () => {
    const error = loadError({ PORT: 'abc', DEMO_DATA: 'maybe', SUPPORT_EMAIL: 'nobody' })
    expect(error).toBeInstanceOf(EnvError)
    expect((error as EnvError).message.split('\n').map((line) => line.split(' ')[0])).toEqual([
      'PORT',
      'DEMO_DATA',
      'SUPPORT_EMAIL',
    ])
  })
})

describe('loadEnv: derived settings', () => {
  it('leaves server rendering out when SERVER_RENDER is off', () => {
    expect(loadEnv({})).toMatchObject({ serverRender: true, ssrDir: path.resolve('./dist/ssr') })
    expect(loadEnv({ SERVER_RENDER: '0', SSR_DIR: 'elsewhere' }).serverRender).toBe(false)
  })

  it('accepts a form endpoint on this server', () => {
    expect(loadEnv({ CONTACT_ENDPOINT: ' /forms/contact ' }).contactEndpoint).toBe('/forms/contact')
  })

  it('reads the ingester settings, naming our public origin in the User-Agent', () => {
    const { ingest } = loadEnv({
      PUBLIC_ORIGIN: 'https://jobs.example.co.zw/path',
      INGEST_ALLOW_HOSTS: ' 127.0.0.1 , Example.COM,, ',
      INGEST_CONCURRENCY: '8',
    })
    expect(ingest).toMatchObject({
      allowHosts: ['127.0.0.1', 'example.com'],
      concurrency: 8,
      keepDemoJobs: false,
      userAgent: 'JobsZW-Ingester/1.0 (+https://jobs.example.co.zw)',
      sourcesFile: path.resolve('./sources.json'),
    })
    expect(loadEnv({ INGEST_USER_AGENT: ' Custom/2 ' }).ingest.userAgent).toBe('Custom/2')
  })
})

describe('loadEnv: PUSH_SERVICE_HOSTS', () => {
  it('pushes only to the browsers’ push services by default', () => {
    expect(loadEnv({}).push.serviceHosts).toEqual([
      'fcm.googleapis.com',
      '*.push.services.mozilla.com',
      '*.notify.windows.com',
      '*.push.apple.com',
    ])
    expect(loadEnv({ PUSH_SERVICE_HOSTS: '  ' }).push.serviceHosts).toHaveLength(4)
  })

  it('reads names, *.domains and addresses, in lower case', () => {
    expect(
      loadEnv({ PUSH_SERVICE_HOSTS: ' Push.Example.com, *.push.example.org ,127.0.0.1,' }).push
        .serviceHosts,
    ).toEqual(['push.example.com', '*.push.example.org', '127.0.0.1'])
  })

  it.each([',', '*.com', 'https://fcm.googleapis.com', '0x7f.0.0.1', '::1', 'a b.example'])(
    'stops the process on %j, naming the variable',
    (value) => {
      const error = loadError({ PUSH_SERVICE_HOSTS: value })
      expect(error).toBeInstanceOf(EnvError)
      expect((error as Error).message).toMatch(/^PUSH_SERVICE_HOSTS (must name|".*" is not)/)
    },
  )
})

describe('loadEnv: operations', () => {
  it('runs everything in one process, logs at info, and has no /metrics by default', () => {
    const env = loadEnv({})
    expect(env.role).toBe('all')
    expect(env.logLevel).toBe('info')
    expect(env.logPretty).toBe(true)
    expect(env.metricsToken).toBeNull()
  })

  it('reads SERVER_ROLE, LOG_LEVEL, NODE_ENV and METRICS_TOKEN', () => {
    const env = loadEnv({
      SERVER_ROLE: 'Ingest',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
      METRICS_TOKEN: 'a-long-enough-token',
    })
    expect(env).toMatchObject({
      role: 'ingest',
      logLevel: 'debug',
      logPretty: false,
      metricsToken: 'a-long-enough-token',
    })
  })

  it('names a wrong role, level or a short token', () => {
    expect(() => loadEnv({ SERVER_ROLE: 'worker' })).toThrow(
      'SERVER_ROLE must be one of all, web, ingest, got "worker"',
    )
    expect(() => loadEnv({ LOG_LEVEL: 'verbose' })).toThrow(/^LOG_LEVEL must be one of fatal/)
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow(/^METRICS_TOKEN must be at least 16/)
  })
})
