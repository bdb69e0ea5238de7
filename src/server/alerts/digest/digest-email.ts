/**
 * One alert digest as an email. What it says is decided once (DigestContent) and written twice:
 * plain text, which every client shows and many people here read on a basic phone, and a small
 * HTML part (digest-email-html.ts). Each job says what, who, where and until when, in words that
 * stand on their own, with a link to its page on the site.
 */
import { describeAlertSearch, alertSearchUrl } from '#shared/alert-search.ts'
import { getJobDeadline } from '#shared/deadline.ts'
import { formatLongDate } from '#shared/deadline-words.ts'
import { SITE_NAME } from '#shared/site.ts'

import type { OutgoingMail } from '../../mail/mailer.ts'
import type { AlertRow } from '../alerts.repo.ts'
import { renderDigestHtml } from './digest-email-html.ts'
import type { AlertMatches } from './match-alert.ts'

export interface DigestLinks {
  manageUrl: string
  unsubscribeUrl: string
  /** List-Unsubscribe, List-Unsubscribe-Post, List-Id */
  headers: Record<string, string>
}

export interface DigestEmailInput {
  alert: Pick<
    AlertRow,
    'id' | 'email' | 'q' | 'location' | 'category' | 'type' | 'pay' | 'frequency'
  >
  /** the alert's first digest: what was posted in the last 7 days rather than what is new */
  first: boolean
  matches: AlertMatches
  origin: string
  links: DigestLinks
  supportEmail: string
  /** names this digest of this alert and no other: the Message-ID, the same on every retry */
  runKey: string
  timeZone: string
}

export interface DigestJobLine {
  title: string
  /** "Zambezi Transport, Bulawayo" */
  where: string
  /** "Closes Friday 4 December 2026" or "Open until filled" */
  closes: string
  url: string
}

/** What a digest says, before it is written as text or HTML. */
export interface DigestContent {
  subject: string
  /** "Your daily job alert" */
  kicker: string
  /** "Driver jobs in Bulawayo" */
  heading: string
  intro: string
  jobs: DigestJobLine[]
  more: { label: string; url: string } | null
  reason: string
  manageUrl: string
  unsubscribeUrl: string
  supportEmail: string
}

/** Source text can hold line breaks and runs of spaces; one line reads better in a list. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

const jobsWord = (count: number) => (count === 1 ? 'job' : 'jobs')

/** "Closes Friday 4 December 2026": a date that stays true whenever the email is read. */
export function describeClosing(
  job: { expiry_ts: string | null; expiry_date: string | null },
  timeZone: string,
): string {
  const deadline = getJobDeadline(job, timeZone)
  return deadline === null ? 'Open until filled' : `Closes ${formatLongDate(deadline, timeZone)}`
}

export function getDigestContent(input: DigestEmailInput): DigestContent {
  const { alert, matches, origin, links, timeZone } = input
  const search = describeAlertSearch(alert)
  const count = matches.total
  const shown = matches.jobs.length
  const found = input.first
    ? `${count} ${jobsWord(count)} posted in the last 7 days`
    : `${count} new ${jobsWord(count)} since your last email`
  return {
    subject: oneLine(`${count} new ${jobsWord(count)}: ${search}`),
    kicker: `Your ${alert.frequency} job alert from ${SITE_NAME}`,
    heading: oneLine(search.charAt(0).toUpperCase() + search.slice(1)),
    intro:
      shown < count
        ? `${found}. The ${shown} closing soonest:`
        : `${found}, closing soonest first:`,
    jobs: matches.jobs.map((job) => ({
      title: oneLine(job.title),
      where: oneLine([job.company, job.location].filter(Boolean).join(', ')),
      closes: describeClosing(job, timeZone),
      url: `${origin}/job/${encodeURIComponent(job.job_id)}`,
    })),
    more:
      shown < count
        ? { label: `See all ${count} matching jobs`, url: alertSearchUrl(origin, alert) }
        : null,
    reason: `You get this email because you asked ${SITE_NAME} for ${alert.frequency} alerts of ${search}.`,
    manageUrl: links.manageUrl,
    unsubscribeUrl: links.unsubscribeUrl,
    supportEmail: input.supportEmail,
  }
}

export function renderDigestText(content: DigestContent): string {
  const lines = [content.kicker, content.heading, '', content.intro, '']
  for (const job of content.jobs) lines.push(job.title, job.where, job.closes, job.url, '')
  if (content.more) lines.push(`${content.more.label}:`, content.more.url, '')
  lines.push(
    '--',
    content.reason,
    `Change or stop this alert: ${content.manageUrl}`,
    `Unsubscribe: ${content.unsubscribeUrl}`,
    `Questions: ${content.supportEmail}`,
  )
  return `${lines.join('\n')}\n`
}

export function buildDigestEmail(input: DigestEmailInput): OutgoingMail {
  const content = getDigestContent(input)
  const host = new URL(input.origin).hostname
  return {
    to: input.alert.email,
    subject: content.subject,
    text: renderDigestText(content),
    html: renderDigestHtml(content),
    headers: { ...input.links.headers },
    messageId: `<alert-digest-${input.alert.id}-${input.runKey}@${host}>`,
  }
}
