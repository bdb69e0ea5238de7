/**
 * The pages an alert's email links open: confirm (asks first), confirmed, manage (stop, daily or
 * weekly), stop, and "not valid". Server-written HTML with no script (they work from any mail
 * app's browser, and the app's offline copy never serves them), escaped by Hono's `html` tag,
 * laid out for a 360 px phone first. Buttons are plain forms that post back with the link's
 * token. Until the alert is confirmed no page quotes its search words: whoever asked for it may
 * not own the address (alert-search.ts).
 */
import { alertSearchUrl, describeAlertSearch } from '#shared/alert-search.ts'
import type { AlertFrequency } from '#shared/schemas/alerts.ts'
import { SITE_NAME } from '#shared/site.ts'

import { view, writtenPage, type View } from '../render/written-page.ts'
import type { AlertRow } from './alerts.repo.ts'

const STYLE = `
header,main{max-width:36rem;margin:0 auto;padding:0 1rem}
header{padding-top:1rem}header a{color:#14532d;font-weight:700;text-decoration:none}
h1{font-size:1.375rem;line-height:1.25;margin:1rem 0 .75rem}h2{margin:1.25rem 0 .25rem}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin:1rem 0}.actions form{margin:0;flex:1 1 12rem}
.actions button{width:100%}
`

const EVERY: Record<AlertFrequency, string> = { daily: 'once a day', weekly: 'once a week' }
const FIRST: Record<AlertFrequency, string> = { daily: 'within a day', weekly: 'within a week' }
const OTHER: Record<AlertFrequency, AlertFrequency> = { daily: 'weekly', weekly: 'daily' }

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The frame of every alert page. */
export function alertPage(title: string, body: View): string {
  return writtenPage({
    title,
    style: STYLE,
    body: view`<header><a href="/">${SITE_NAME}</a></header>
<main>
${body}
</main>`,
  }).toString()
}

/** What the alert is and where it goes, in a card; the words only once the owner confirmed. */
function alertCard(alert: AlertRow): View {
  const search = describeAlertSearch(alert, { quoteWords: alert.confirmed_at !== null })
  return view`<p class="item"><strong>${capitalised(search)}</strong><br>
<span class="muted">${alert.ended_at ? 'Stopped' : capitalised(EVERY[alert.frequency])}, to ${alert.email}</span></p>`
}

/**
 * GET of the confirmation link: mail scanners open links, so opening it starts nothing; the
 * button (a POST from this page) does.
 */
export function confirmPromptPage(alert: AlertRow, token: string): string {
  return alertPage(
    'Confirm your job alert',
    view`<h1>Confirm your job alert</h1>
${alertCard(alert)}
<p>Press Confirm to get an email ${EVERY[alert.frequency]} when there are new jobs like these.</p>
<div class="actions"><form method="post" action="/alerts/confirm?token=${token}">
<button type="submit">Confirm</button>
</form></div>
<p class="muted">If you did not ask for this, close this page: nothing more will be sent.</p>`,
  )
}

function actionButton(token: string, action: string, label: string, style: string): View {
  return view`<form method="post" action="/alerts/manage?token=${token}">
<input type="hidden" name="action" value="${action}">
<button type="submit" class="${style}">${label}</button>
</form>`
}

const jobsLink = (alert: AlertRow, label: string) =>
  view`<p><a href="${alertSearchUrl('', alert)}">${label}</a></p>`

export function confirmedPage(alert: AlertRow, manageUrl: string): string {
  if (alert.ended_at) return stoppedPage(alert)
  return alertPage(
    'Job alert confirmed',
    view`<h1>Your job alert is on</h1>
${alertCard(alert)}
<p>We will email you ${EVERY[alert.frequency]} when there are new jobs like these. The first email comes ${FIRST[alert.frequency]}.</p>
${jobsLink(alert, 'See the jobs open now')}
<h2>To stop it</h2>
<p>Every email has a link to stop the alert. You can also <a href="${manageUrl}">manage this alert</a>: stop it, or switch to ${OTHER[alert.frequency]} emails.</p>`,
  )
}

export function managePage(alert: AlertRow, token: string, notice: string | null = null): string {
  const body = alert.ended_at
    ? view`<p>This alert is stopped. You will get no more emails for this alert.</p>
${jobsLink(alert, 'Back to the jobs')}`
    : view`${alert.confirmed_at ? '' : view`<p class="muted">Not started yet: open the link in the email we sent and press Confirm.</p>`}
<div class="actions">
${actionButton(token, 'stop', 'Stop this alert', 'danger')}
${actionButton(token, OTHER[alert.frequency], `Switch to ${OTHER[alert.frequency]}`, 'secondary')}
</div>
${jobsLink(alert, 'See the jobs open now')}`
  return alertPage(
    'Your job alert',
    view`<h1>Your job alert</h1>
${notice ? view`<p class="notice" role="status">${notice}</p>` : ''}
${alertCard(alert)}
${body}`,
  )
}

/** GET of the unsubscribe link: a scanner following it must not stop anything, a person can. */
export function stopPromptPage(alert: AlertRow, token: string, manageUrl: string): string {
  if (alert.ended_at) return stoppedPage(alert)
  return alertPage(
    'Stop this job alert?',
    view`<h1>Stop this job alert?</h1>
${alertCard(alert)}
<div class="actions">${actionButton(token, 'stop', 'Stop this alert', 'danger')}</div>
<p class="muted">Or <a href="${manageUrl}">keep it and change how often it comes</a>.</p>`,
  )
}

export function stoppedPage(alert: AlertRow | null): string {
  return alertPage(
    'Job alert stopped',
    view`<h1>Job alert stopped</h1>
${alert ? alertCard(alert) : ''}
<p>You will get no more emails for this alert.</p>
<p><a href="/jobs/all">Back to the jobs</a></p>`,
  )
}

export function invalidLinkPage(): string {
  return alertPage(
    'This link is not valid',
    view`<h1>This link is not valid</h1>
<p>It may have been cut short when it was copied, or it was a confirmation link more than 7 days old.</p>
<p>To get job alerts, open the jobs list, search, and choose “Email me new jobs like these”.</p>
<p><a href="/jobs/all">Go to the jobs</a></p>`,
  )
}

/** When the request could not be carried out: the database is away, or something broke. */
export function tryAgainPage(databaseDown: boolean): string {
  return alertPage(
    'Please try again',
    view`<h1>Please try again in a moment</h1>
<p class="error">${databaseDown ? 'Our database is not answering right now.' : 'Something went wrong on our side.'}</p>
<p>Open the link from your email again in a minute or two.</p>`,
  )
}
