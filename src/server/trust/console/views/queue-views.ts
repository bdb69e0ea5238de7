/** The three queues: reported listings, listings the scam rules flagged, listings taken down. */
import { REPORT_REASONS } from '#shared/report-reasons.ts'
import { cautionMessage } from '#shared/caution.ts'

import type { FlaggedListing, ReportedListing, TakenDownListing } from '../console-queues.repo.ts'
import { actionForm, listingHeading } from './action-forms.ts'
import { formatTime, view, type View } from '../../../render/written-page.ts'

const reasonLabel = (reason: string) =>
  REPORT_REASONS.find((known) => known.value === reason)?.label ?? reason

const empty = (text: string) => view`<p class="item">${text}</p>`

/**
 * Where a deadline read from a page's words came from, so an operator can tell a misread date
 * ("Closing date: posted 14 March") from the advert's own.
 */
const deadlineSource = (phrase: string | null) =>
  phrase ? view`<p class="muted">Deadline read from: “${phrase}”</p>` : ''

export function reportsView(listings: ReportedListing[], timeZone: string): View {
  if (listings.length === 0) return empty('No open reports. Every report has been dealt with.')
  return view`${listings.map(
    (listing) => view`<article class="item">
${listingHeading(listing.job_id, listing.title, listing.company)}
${listing.taken_down ? view`<p class="muted">Already taken down.</p>` : ''}
${listing.caution ? view`<p class="caution">Flagged: ${cautionMessage(listing.caution)}</p>` : ''}
${deadlineSource(listing.deadline_phrase)}
<p><strong>${listing.reports.length} open report${listing.reports.length === 1 ? '' : 's'}</strong>, the last ${formatTime(listing.last_at, timeZone)}</p>
<ul class="plain">${listing.reports.map(
      (report) =>
        view`<li><strong>${reasonLabel(report.reason)}</strong> <span class="muted">${formatTime(report.at, timeZone)}</span>${report.details ? view`<br>${report.details}` : ''}</li>`,
    )}</ul>
${listing.taken_down ? '' : actionForm('take-down', listing.job_id, '/admin', { reasonRequired: true })}
${actionForm('dismiss-reports', listing.job_id, '/admin')}
</article>`,
  )}`
}

export function flaggedView(listings: FlaggedListing[], timeZone: string): View {
  if (listings.length === 0) return empty('No flagged listings waiting for a look.')
  return view`${listings.map(
    (listing) => view`<article class="item">
${listingHeading(listing.job_id, listing.title, listing.company)}
<p class="caution">${cautionMessage(listing.caution)}</p>
<p class="muted">Score ${listing.scam_score} · from ${listing.source} · first seen ${formatTime(listing.first_seen_at, timeZone)}</p>
${deadlineSource(listing.deadline_phrase)}
<ul class="plain">${listing.scam_signals.map(
      (signal) => view`<li><strong>${signal.rule}</strong>: “${signal.excerpt}”</li>`,
    )}</ul>
${actionForm('take-down', listing.job_id, '/admin/flagged', { reasonRequired: true })}
${actionForm('clear-flag', listing.job_id, '/admin/flagged')}
</article>`,
  )}`
}

export function takenDownView(listings: TakenDownListing[], timeZone: string): View {
  if (listings.length === 0) return empty('No listings taken down.')
  return view`${listings.map(
    (listing) => view`<article class="item">
${listingHeading(listing.job_id, listing.title, listing.company)}
<p>Taken down ${formatTime(listing.taken_down_at, timeZone)}${listing.taken_down_reason ? view`: ${listing.taken_down_reason}` : ''}</p>
${actionForm('restore', listing.job_id, '/admin/taken-down')}
</article>`,
  )}`
}
