import { describe, expect, it } from 'vitest'

import { findFreeMailNamedEmployer, findPhoneOnlyContact } from './contact-rules.ts'
import { runRule } from './testing/run-rule.ts'

describe('contact-by-phone-only', () => {
  const fires = (description: string, fields = {}) =>
    runRule(findPhoneOnlyContact, description, fields)

  it('fires when WhatsApp or a phone number is the only way to apply', () => {
    expect(fires('Guards wanted. WhatsApp 0719 555 444.')).toBe(
      'Guards wanted. WhatsApp 0719 555 444.',
    )
    expect(fires('Call 0772 123 456 for details.')).not.toBeNull()
    expect(fires('Join https://chat.whatsapp.com/AbC to apply.')).not.toBeNull()
  })

  it('does not fire with an email, a website, a job link or an office to apply at', () => {
    expect(fires('WhatsApp 0719 555 444 or email jobs@acme.co.zw')).toBeNull()
    expect(fires('WhatsApp 0719 555 444 or email acmejobs@gmail.com')).toBeNull()
    expect(fires('Call 0772 145 600 or apply at www.swifttransport.co.zw/jobs')).toBeNull()
    expect(fires('WhatsApp 0719 555 444.', { jobLink: 'https://acme.co.zw/jobs/1' })).toBeNull()
    expect(fires('Walk in at 22 Khami Road with your CV, or call 029 226 1188.')).toBeNull()
  })

  it('does not fire when there is no contact at all', () => {
    expect(fires('Guards wanted in Gweru.')).toBeNull()
  })
})

describe('free-mail-named-employer', () => {
  const fires = (description: string, fields = {}) =>
    runRule(findFreeMailNamedEmployer, description, fields)

  it('fires on a free address for a named employer that has a domain', () => {
    expect(fires('Send CVs to zrprecruit@gmail.com', { company: 'Zimbabwe Republic Police' })).toBe(
      'Send CVs to zrprecruit@gmail.com',
    )
    expect(
      fires('Email cv2025@yahoo.com', { company: 'Recruiter', title: 'CBZ Bank Tellers' }),
    ).not.toBeNull()
    expect(fires('Email jobs.hr@hotmail.com', { company: 'Delta' })).not.toBeNull()
  })

  it('fires when the address itself claims the employer', () => {
    expect(fires('Send CVs to econetjobs@gmail.com', { company: 'HR Desk' })).not.toBeNull()
  })

  it('does not fire for a small business with a gmail address', () => {
    expect(fires('Email tafadzwahardware@gmail.com', { company: 'Tafadzwa Hardware' })).toBeNull()
  })

  it('does not fire for a known employer with its own address', () => {
    expect(fires('Email recruitment@cbz.co.zw', { company: 'CBZ Bank' })).toBeNull()
  })

  it('does not fire because the text mentions a big name', () => {
    expect(
      fires('We audit clients such as CBZ and Delta. Email smithaudit@gmail.com', {
        company: 'Smith Audit',
      }),
    ).toBeNull()
  })
})
