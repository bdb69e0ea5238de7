import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { TEST_TIME_ZONE } from '../testing/test-app.ts'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { confirmPost } from './confirm-post.ts'
import { extendPost, markPostFilled } from './manage-post.ts'
import { queuePostReminders } from './post-reminders.ts'
import { submitPost } from './submit-post.ts'
import { lastToken, makePost, outboxMail } from './testing/post-fixtures.ts'

const ORIGIN = 'https://jobs.example'
const NOW = Date.parse('2026-11-21T10:00:00Z')
const DAY = 24 * 3_600_000

let db: TestDb
beforeAll(async () => {
  db = await createTestDb()
})
afterAll(async () => {
  await db?.close()
})

const context = (now: number) => ({ db, now, timeZone: TEST_TIME_ZONE, origin: ORIGIN })
const remind = (now: number) =>
  queuePostReminders({ db, now, timeZone: TEST_TIME_ZONE, origin: ORIGIN })

/** A live post closing on `closingDate`; its manage token. */
async function livePost(title: string, closingDate: string): Promise<string> {
  await submitPost(context(NOW), {
    ...makePost({ title, closingDate }),
    workEmail: `hr.${title.toLowerCase()}@zpc.co.zw`,
    'cf-turnstile-response': 'ok',
  })
  const answer = await confirmPost(context(NOW), await lastToken(db, 'confirm'))
  expect(answer?.status).toBe('live')
  return lastToken(db, 'manage')
}

describe('closing-date reminders', () => {
  it('go once, three days before the closing date, with a new manage link', async () => {
    const manage = await livePost('Fitter', '2026-11-30')
    // 2026-11-26 in Harare: four days before
    expect(await remind(Date.parse('2026-11-26T08:30:00+02:00'))).toBe(0)
    expect(await remind(Date.parse('2026-11-27T08:30:00+02:00'))).toBe(1)
    const reminder = (await outboxMail(db)).at(-1)
    expect(reminder?.subject).toBe('Your job on JobsZW closes on 2026-11-30')
    expect(reminder?.to).toBe('hr.fitter@zpc.co.zw')
    const fresh = await lastToken(db, 'manage')
    expect(fresh).not.toBe(manage)
    expect(await remind(Date.parse('2026-11-28T08:30:00+02:00'))).toBe(0)

    // Extended: a reminder comes again before the new date.
    await extendPost(context(NOW + 6 * DAY), fresh, '2026-12-20')
    expect(await remind(Date.parse('2026-11-28T08:30:00+02:00'))).toBe(0)
    expect(await remind(Date.parse('2026-12-17T08:30:00+02:00'))).toBe(1)
  })

  it('skip a job marked filled', async () => {
    const manage = await livePost('Rigger', '2026-12-02')
    await markPostFilled(context(NOW), manage)
    expect(await remind(Date.parse('2026-11-30T08:30:00+02:00'))).toBe(0)
  })
})
