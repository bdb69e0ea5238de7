import { describe, expect, it } from 'vitest'

import { mailboxKey } from './mailbox-key.ts'

describe('mailboxKey', () => {
  it.each([
    ['rudo@example.org', 'rudo@example.org'],
    ['Rudo@Example.ORG', 'rudo@example.org'],
    ['rudo+1@example.org', 'rudo@example.org'],
    ['rudo+alerts+2@example.org', 'rudo@example.org'],
    ['r.udo@example.org', 'r.udo@example.org'],
    ['r.u.do+x@gmail.com', 'rudo@gmail.com'],
    ['rudo@googlemail.com', 'rudo@gmail.com'],
    ['+1@example.org', '+1@example.org'],
  ])('%s reaches the mailbox %s', (address, key) => {
    expect(mailboxKey(address)).toBe(key)
  })
})
