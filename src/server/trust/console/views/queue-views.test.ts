import { describe, expect, it } from 'vitest'

import { messagesView } from './operations-views.ts'
import { reportsView } from './queue-views.ts'

// Matching control characters is the point: none may reach the page raw.
// eslint-disable-next-line no-control-regex
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/

describe('console views of stored text', () => {
  it('show a stored override or escape as visible text, so it cannot reorder the page', () => {
    const page = String(
      reportsView(
        [
          {
            job_id: 'hostile_h1',
            title: 'Invoice\u202efdp.exe',
            company: 'Gweru\u2066 Hardware\u001b[31m',
            taken_down: false,
            caution: null,
            deadline_phrase: 'Closing date: <b>14 March</b>\u202e',
            reports: [
              { reason: 'scam', details: 'pay\u009b fee\nfirst', at: '2026-11-21T10:00:00Z' },
            ],
            last_at: '2026-11-21T10:00:00Z',
          },
        ],
        'Africa/Harare',
      ),
    )
    expect(page).not.toMatch(RAW)
    expect(page).toContain('Invoice\\u202efdp.exe')
    expect(page).toContain('Gweru\\u2066 Hardware\\x1b[31m')
    expect(page).toContain('pay\\x9b fee\nfirst')
    expect(page).toContain('Deadline read from: “Closing date: &lt;b&gt;14 March&lt;/b&gt;\\u202e”')
    // What the page's own markup is stays markup.
    expect(page).toContain('<a href="/job/hostile_h1">')
  })

  it('keep the line breaks of a message and still escape what is inside it', () => {
    const page = String(
      messagesView(
        [
          {
            id: '1',
            name: 'Rudo\u200f',
            email: 'rudo@example.com',
            subject: '<b>Hi</b>\u202e',
            message: 'one\ntwo\u0007',
            created_at: '2026-11-21T10:00:00Z',
          },
        ],
        'Africa/Harare',
      ),
    )
    expect(page).not.toMatch(RAW)
    expect(page).toContain('&lt;b&gt;Hi&lt;/b&gt;\\u202e')
    expect(page).toContain('one\ntwo\\x07')
  })
})
