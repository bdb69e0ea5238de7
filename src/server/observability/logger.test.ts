import { describe, expect, it } from 'vitest'

import { logLines } from '../../../tests/setup/server.ts'
import { logger, scrubEmails } from './logger.ts'

describe('the logger', () => {
  it('redacts emails, tokens and passwords in fields, one level down too', () => {
    logger.info(
      {
        email: 'reader@example.org',
        alert: { email: 'reader@example.org', token: 'abc', id: 7 },
        password: 'hunter2',
        headers: { authorization: 'Bearer secret', cookie: 'sid=1' },
      },
      'alert created',
    )
    const [line] = logLines('info')
    expect(line).toMatchObject({
      msg: 'alert created',
      email: '[redacted]',
      alert: { email: '[redacted]', token: '[redacted]', id: 7 },
      password: '[redacted]',
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
    })
    expect(JSON.stringify(line)).not.toMatch(/reader@|hunter2|secret|sid=1/)
  })

  it('takes addresses out of error messages (an SMTP refusal quotes its recipient)', () => {
    logger.warn(
      { err: new Error('550 5.1.1 <rudo.moyo+jobs@mail.example.co.zw>: Recipient unknown') },
      'mail will be retried',
    )
    const [line] = logLines('warn')
    expect(JSON.stringify(line)).not.toContain('rudo.moyo')
    expect((line?.err as { message: string }).message).toBe(
      '550 5.1.1 <[email]>: Recipient unknown',
    )
  })

  it('leaves paths with an @ in them alone', () => {
    expect(scrubEmails('at node_modules/@vitest/runner/index.js:1')).toBe(
      'at node_modules/@vitest/runner/index.js:1',
    )
  })
})
