import { describe, expect, it } from 'vitest'

import { buildAlertLinks } from './alert-links.ts'
import { buildConfirmEmail, IGNORE_LINE } from './confirm-email.ts'

const origin = 'https://jobszw.co.zw'
const links = buildAlertLinks({
  origin,
  secret: Buffer.alloc(32, 1),
  alertId: '12',
  supportEmail: 'support@jobszw.co.zw',
})
const alert = {
  id: '12',
  email: 'rudo@example.com',
  q: 'clerk',
  location: ['harare', 'gweru'],
  category: ['accounting-finance'],
  type: ['full-time'],
  pay: null,
  frequency: 'weekly' as const,
}

describe('buildConfirmEmail', () => {
  const mail = buildConfirmEmail({ alert, links, origin })

  it('goes to the address asked for, under a stable Message-ID, with the list headers', () => {
    expect(mail.to).toBe('rudo@example.com')
    expect(mail.subject).toBe('Confirm your JobsZW job alert')
    expect(mail.messageId).toBe('<alert-confirm-12@jobszw.co.zw>')
    expect(mail.headers).toEqual(links.headers)
  })

  it('says in plain text what the alert is, how to start it, and how to ignore it', () => {
    expect(mail.text).toContain(
      'asked JobsZW to email this address once a week with new accounting & finance jobs ' +
        'matching your search words in Harare or Gweru, full-time.',
    )
    expect(mail.text).toContain(
      `To start the alert, open this link and press Confirm:\n${links.confirmUrl}\n`,
    )
    expect(mail.text).toContain(IGNORE_LINE)
    expect(IGNORE_LINE).toBe(
      'If you did not ask for this, ignore this email: nothing more will be sent.',
    )
  })

  it('has a small HTML twin with the same link, escaped, and no images', () => {
    expect(mail.html).toContain(`href="${links.confirmUrl}"`)
    expect(mail.html).toContain('accounting &amp; finance jobs matching your search words')
    expect(mail.html).toContain(IGNORE_LINE)
    expect(mail.html).not.toMatch(/<img|<script/i)
  })

  it('carries none of the words the asker typed, in text, link, HTML or subject', () => {
    // Anyone can ask for an alert to any address: the words are theirs, not the owner's.
    const q = 'URGENT verify at https://evil.example'
    const lure = buildConfirmEmail({ alert: { ...alert, q, category: [] }, links, origin })
    const all = [lure.subject, lure.text, lure.html, JSON.stringify(lure.headers)].join('\n')
    for (const part of ['URGENT', 'verify', 'evil', 'https://evil.example', 'URGENT+verify'])
      expect(all.toLowerCase()).not.toContain(part.toLowerCase())
    expect(lure.text).toContain(
      'with new full-time jobs matching your search words in Harare or Gweru.',
    )
    // Its only links are the site's own confirmation and list headers.
    const urls = [...`${lure.text} ${lure.html}`.matchAll(/https?:\/\/[^\s"<>]+/g)]
    expect(new Set(urls.map(([url]) => new URL(url).origin))).toEqual(new Set([origin]))
  })
})
