import { describe, expect, it } from 'vitest'

import { confirmPostEmail, confirmedPostEmail, rejectedPostEmail } from './post-emails.ts'

const common = { to: 'hr@zpc.co.zw', postId: 'p1', origin: 'https://jobs.example' }

describe('the emails about a post', () => {
  it('escape the title in HTML and keep the subject the site’s own words', () => {
    const mail = confirmPostEmail({
      ...common,
      title: '<img src=x onerror=alert(1)> Clerk',
      confirmUrl: 'https://jobs.example/post-a-job/confirm#token=abc',
    })
    expect(mail.subject).toBe('Confirm your job post on JobsZW')
    expect(mail.html).not.toContain('<img src=x')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; Clerk')
    expect(mail.text).toContain('If you did not post this job, ignore this email')
    expect(mail.messageId).toBe('<job-post-confirm-p1@jobs.example>')
  })

  it('say why a confirmed post waits, and carry the manage link', () => {
    const mail = confirmedPostEmail({
      ...common,
      title: 'Clerk',
      manageUrl: 'https://jobs.example/post-a-job/manage#token=abc',
      jobUrl: null,
      reasons: [
        'Sent from gmail.com, a free email provider: an operator checks it before it goes live',
      ],
    })
    expect(mail.subject).toBe('Your job post is being checked')
    expect(mail.text).toContain('• Sent from gmail.com, a free email provider')
    expect(mail.text).toContain('https://jobs.example/post-a-job/manage#token=abc')
  })

  it('give the operator’s reason for a rejection', () => {
    const mail = rejectedPostEmail({
      ...common,
      title: 'Clerk',
      reason: 'No such company.',
      edit: false,
      key: '1',
    })
    expect(mail.text).toContain('The reason: No such company.')
  })
})
