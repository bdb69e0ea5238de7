/**
 * The one email an alert sends before it is confirmed: what the alert is, the link to the page
 * that starts it, and that nothing more comes if nobody confirms. Plain text first, with a small
 * HTML twin (no images, no tracking); the list headers as on every alert email, so even this one
 * can be unsubscribed from in one click.
 *
 * Anyone can ask for it for any address, so it carries nothing the asker wrote: the filters by
 * the site's own labels, the search words only as "your search words" (not quoted, not in a
 * link), and links to the site's own pages alone.
 */
import { describeAlertSearch, type AlertSearch } from '#shared/alert-search.ts'
import type { AlertFrequency } from '#shared/schemas/alerts.ts'
import { SITE_NAME } from '#shared/site.ts'

import type { OutgoingMail } from '../mail/mailer.ts'
import { view } from '../render/written-page.ts'
import type { AlertLinks } from './alert-links.ts'

export interface ConfirmEmailInput {
  alert: AlertSearch & { id: string; email: string; frequency: AlertFrequency }
  links: AlertLinks
  /** the site's origin, for the Message-ID */
  origin: string
}

export const IGNORE_LINE =
  'If you did not ask for this, ignore this email: nothing more will be sent.'

const EVERY: Record<AlertFrequency, string> = {
  daily: 'once a day',
  weekly: 'once a week',
}

export function buildConfirmEmail({ alert, links, origin }: ConfirmEmailInput): OutgoingMail {
  const search = describeAlertSearch(alert, { quoteWords: false })
  const every = EVERY[alert.frequency]
  const asked = `Someone, we hope you, asked ${SITE_NAME} to email this address ${every} with new ${search}.`
  const text = [
    'Please confirm your job alert.',
    '',
    asked,
    '',
    'To start the alert, open this link and press Confirm:',
    links.confirmUrl,
    '',
    IGNORE_LINE,
    '',
    `${SITE_NAME}: jobs in Zimbabwe`,
  ].join('\n')
  const html = view`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Confirm your job alert</title></head>
<body style="margin:0;padding:16px;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1c1917;background:#ffffff">
<div style="max-width:560px;margin:0 auto">
<h1 style="font-size:20px;margin:0 0 12px">Please confirm your job alert</h1>
<p>${asked}</p>
<p><a href="${links.confirmUrl}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#14532d;color:#ffffff;text-decoration:none;font-weight:600">Start my job alert</a></p>
<p style="font-size:14px">Or open this link: <a href="${links.confirmUrl}" style="color:#14532d;word-break:break-all">${links.confirmUrl}</a></p>
<p style="color:#57534e;font-size:14px">${IGNORE_LINE}</p>
<p style="color:#57534e;font-size:14px">${SITE_NAME}: jobs in Zimbabwe</p>
</div>
</body></html>`
  return {
    to: alert.email,
    // No words of the request in the subject: a form that mails strangers must not carry
    // someone's message to them in the line they read first.
    subject: `Confirm your ${SITE_NAME} job alert`,
    text,
    html: html.toString(),
    headers: { ...links.headers },
    messageId: `<alert-confirm-${alert.id}@${new URL(origin).hostname}>`,
  }
}
