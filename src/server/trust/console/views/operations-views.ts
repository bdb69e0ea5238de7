/** The console's other tabs: the health of each source, contact messages, the audit log. */
import type { StoredContactMessage } from '../../../forms/forms.repo.ts'
import type { AuditEntry } from '../console-queues.repo.ts'
import type { SourceHealth } from '../source-health.repo.ts'
import { formatTime, view, type View } from '../../../render/written-page.ts'

export function sourcesView(sources: SourceHealth[], timeZone: string): View {
  if (sources.length === 0) return view`<p class="item">No source has run yet.</p>`
  return view`${sources.map(({ source, lastRun, listedJobs, failuresInARow }) => {
    const result = !lastRun
      ? 'No ingest run recorded.'
      : lastRun.ok
        ? `Read ${lastRun.fetched}: ${lastRun.inserted} new, ${lastRun.updated} changed, ${lastRun.withdrawn} withdrawn.`
        : `Failed${failuresInARow > 1 ? ` ${failuresInARow} runs in a row` : ''}: ${lastRun.error ?? 'no detail'}`
    return view`<article class="item">
<h2>${source}</h2>
<p>${listedJobs} job${listedJobs === 1 ? '' : 's'} listed now${lastRun ? view` · last run ${formatTime(lastRun.started_at, timeZone)}` : ''}</p>
<p${lastRun && !lastRun.ok ? view` class="error"` : ''}>${result}</p>
</article>`
  })}`
}

export function messagesView(messages: StoredContactMessage[], timeZone: string): View {
  if (messages.length === 0) return view`<p class="item">No contact messages.</p>`
  return view`${messages.map(
    (message) => view`<article class="item">
<h2>${message.subject}</h2>
<p class="muted">${message.name} · <a href="mailto:${message.email}">${message.email}</a> · ${formatTime(message.created_at, timeZone)}</p>
<p style="white-space:pre-wrap">${message.message}</p>
</article>`,
  )}`
}

/** What each audit action reads as; the code stays beside it for searching. */
const ACTION_LABELS: Record<string, string> = {
  'listing.take-down': 'Took down listing',
  'listing.restore': 'Restored listing',
  'reports.dismiss': 'Dismissed reports on',
  'flag.clear': 'Cleared the flag of',
  'operator.sign-in': 'Signed in',
  'operator.add': 'Added an operator',
  'operator.reset': 'Reset a password',
  'operator.remove': 'Removed an operator',
}

export function auditView(entries: AuditEntry[], timeZone: string): View {
  if (entries.length === 0) return view`<p class="item">Nothing has been done yet.</p>`
  return view`<ol class="item plain log">${entries.map(
    (entry) =>
      view`<li><span class="muted">${formatTime(entry.at, timeZone)} · ${entry.actor}</span><br>${ACTION_LABELS[entry.action] ?? entry.action}${entry.job_id ? view` <a href="/job/${entry.job_id}">${entry.job_id}</a>` : ''} <code class="muted">${entry.action}</code>${entry.reason ? view`<br>Why: ${entry.reason}` : ''}</li>`,
  )}</ol>`
}
