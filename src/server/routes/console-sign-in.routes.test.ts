/**
 * Guessing at the console's sign-in, through the app, with the limits the site runs with: a burst
 * sent at once, an account hammered from elsewhere while its operator's browser still gets in,
 * the wait growing with the failures, and the upkeep a sign-in does on the way.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createTestApp, createTestClock } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { upsertOperator } from '../trust/operators/operators.repo.ts'
import { hashPassword, TEST_PASSWORD_COST } from '../trust/operators/password-hash.ts'
import { createSession, SESSION_IDLE_MS } from '../trust/sign-in/operator-sessions.repo.ts'

const ORIGIN = 'http://localhost'
const EMAIL = 'ops@jobszw.example'
const PASSWORD = 'tinashe walks to mbare market'
const clock = createTestClock(Date.parse('2026-12-01T10:00:00Z'))
let db: TestDb
let app: ReturnType<typeof createTestApp>['app']

beforeAll(async () => {
  db = await createTestDb()
  // One proxy in front, as in production: the client is the right-most X-Forwarded-For entry.
  app = createTestApp(db, clock, { trustProxy: { kind: 'hops', hops: 1 } }).app
})
afterAll(async () => {
  await db?.close()
})
beforeEach(async () => {
  clock.advance(48 * 60 * 60_000) // whatever earlier tests counted has been forgotten
  await db.query('delete from operators')
  await upsertOperator(db, EMAIL, await hashPassword(PASSWORD, TEST_PASSWORD_COST), clock.now())
})

function postSignIn(
  { email = EMAIL, password }: { email?: string; password: string },
  { from = '192.0.2.10', cookie }: { from?: string; cookie?: string } = {},
) {
  const headers = new Headers({
    'content-type': 'application/x-www-form-urlencoded',
    origin: ORIGIN,
    'x-forwarded-for': from,
  })
  if (cookie) headers.set('cookie', cookie)
  return app.request(`${ORIGIN}/admin/sign-in`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ email, password }),
  })
}

/** The "name=value" pairs a response sets, by name. */
function cookiesSet(response: Response): Map<string, string> {
  const pairs = response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '')
  return new Map(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair]))
}

const statuses = (responses: Response[]) =>
  responses.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1
    return counts
  }, {})

describe('a burst of guesses sent at once', () => {
  it('signs no one in when the right password is the 26th of 30, from one address', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        postSignIn({ password: n === 25 ? PASSWORD : `wrong guess number ${n}` }),
      ),
    )
    const counts = statuses(responses)
    expect(counts[303]).toBeUndefined()
    expect(Object.keys(counts).sort()).toEqual(['401', '429'])
    // No more guesses were checked than the account allows without waiting (five).
    expect(counts[401]).toBeLessThanOrEqual(5)
    // Those refused while another was being checked may try again in a second.
    const waits = responses.map((response) => response.headers.get('retry-after'))
    expect(waits).toContain('1')
    const refusedAtOnce = responses[waits.indexOf('1')]
    expect(await refusedAtOnce?.text()).toContain('Too many tries. Try again in 1 second.')
  })

  it('signs no one in when the 30 come from 30 addresses', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        postSignIn(
          { password: n === 25 ? PASSWORD : `wrong guess number ${n}` },
          { from: `198.51.100.${n + 1}` },
        ),
      ),
    )
    const counts = statuses(responses)
    expect(counts[303]).toBeUndefined()
    expect(counts[401]).toBeLessThanOrEqual(5)
  })
})

describe('an account under attack from elsewhere', () => {
  it('still lets in the browser that signed in before, and no cookieless one', async () => {
    const first = await postSignIn({ password: PASSWORD }, { from: '192.0.2.10' })
    expect(first.status).toBe(303)
    const device = cookiesSet(first).get('operator_device')
    expect(device).toMatch(/^operator_device=[\w-]+\.[\w-]+$/)
    expect(
      first.headers.getSetCookie().find((line) => line.startsWith('operator_device=')),
    ).toMatch(/HttpOnly.*SameSite=Strict|SameSite=Strict.*HttpOnly/)

    // An attacker guesses from addresses of their own until the account is throttled.
    let guess = 0
    for (; guess < 50; guess++) {
      const response = await postSignIn(
        { password: `guess ${guess} of the attacker` },
        { from: `203.0.113.${guess + 1}` },
      )
      if (response.status === 429) break
      expect(response.status).toBe(401)
    }
    expect(guess).toBe(5)

    // The right password without the cookie, from a third address: the account is throttled.
    const cookieless = await postSignIn({ password: PASSWORD }, { from: '192.0.2.99' })
    expect(cookieless.status).toBe(429)
    expect(Number(cookieless.headers.get('retry-after'))).toBeGreaterThan(0)

    // The operator's own browser, even from the attacker's address, is counted on its own.
    const known = await postSignIn(
      { password: PASSWORD },
      { from: '203.0.113.1', cookie: device ?? '' },
    )
    expect(known.status).toBe(303)
    // ...and gets a new device cookie: the one it showed is used up.
    const renewed = cookiesSet(known).get('operator_device')
    expect(renewed).toBeDefined()
    expect(renewed).not.toBe(device)
    const replayed = await postSignIn(
      { password: PASSWORD },
      { from: '192.0.2.10', cookie: device },
    )
    expect(replayed.status).toBe(429)
  })

  it('counts wrong passwords from a known browser against that browser', async () => {
    const first = await postSignIn({ password: PASSWORD })
    const device = cookiesSet(first).get('operator_device') ?? ''
    for (let n = 0; n < 5; n++) {
      expect(
        (await postSignIn({ password: `mistyped ${n} times` }, { cookie: device })).status,
      ).toBe(401)
    }
    expect((await postSignIn({ password: PASSWORD }, { cookie: device })).status).toBe(429)
    // The account's own count was not touched: a cookieless right password still gets in.
    expect((await postSignIn({ password: PASSWORD }, { from: '192.0.2.77' })).status).toBe(303)
  })

  it('does not let a device cookie of one account help guesses at another', async () => {
    await upsertOperator(
      db,
      'other@jobszw.example',
      await hashPassword('another long pass phrase', TEST_PASSWORD_COST),
      clock.now(),
    )
    const device = cookiesSet(await postSignIn({ password: PASSWORD })).get('operator_device')
    for (let n = 0; n < 5; n++) {
      const response = await postSignIn(
        { email: 'other@jobszw.example', password: `guess ${n}` },
        { from: `203.0.113.${n + 1}`, cookie: device },
      )
      expect(response.status).toBe(401)
    }
    const sixth = await postSignIn(
      { email: 'other@jobszw.example', password: 'another long pass phrase' },
      { from: '203.0.113.9', cookie: device },
    )
    expect(sixth.status).toBe(429)
  })
})

describe('the wait after the free tries', () => {
  it('doubles with each failure: 1, 2, 4, 8 minutes after the last try', async () => {
    for (let n = 0; n < 5; n++) {
      expect((await postSignIn({ password: `wrong ${n}` })).status).toBe(401)
    }
    const waits: number[] = []
    for (let n = 0; n < 4; n++) {
      const blocked = await postSignIn({ password: PASSWORD })
      expect(blocked.status).toBe(429)
      const wait = Number(blocked.headers.get('retry-after'))
      waits.push(wait)
      expect(await blocked.text()).toContain(`Try again in ${wait / 60} minute`)
      clock.advance(wait * 1000 - 1000)
      expect((await postSignIn({ password: PASSWORD })).status).toBe(429)
      clock.advance(1000)
      expect((await postSignIn({ password: `wrong again ${n}` })).status).toBe(401)
    }
    expect(waits).toEqual([60, 120, 240, 480])
  })
})

describe('what a sign-in does on the way', () => {
  it('ends sessions that have timed out', async () => {
    const { rows } = await db.query<{ id: string }>('select id::text from operators')
    const operatorId = rows[0]?.id ?? ''
    await createSession(db, operatorId, clock.now() - SESSION_IDLE_MS - 1)
    expect((await postSignIn({ password: PASSWORD })).status).toBe(303)
    const left = await db.query<{ count: number }>(
      'select count(*)::int as count from operator_sessions',
    )
    expect(left.rows[0]?.count).toBe(1)
  })

  it('stores the password anew when its hash was made at another cost', async () => {
    const older = { ...TEST_PASSWORD_COST, ln: TEST_PASSWORD_COST.ln + 1 }
    await upsertOperator(db, EMAIL, await hashPassword(PASSWORD, older), clock.now())
    expect((await postSignIn({ password: PASSWORD })).status).toBe(303)
    const { rows } = await db.query<{ password_hash: string }>(
      'select password_hash from operators',
    )
    expect(rows[0]?.password_hash).toMatch(new RegExp(`^\\$scrypt\\$ln=${TEST_PASSWORD_COST.ln},`))
    expect((await postSignIn({ password: PASSWORD })).status).toBe(303)
  })
})
