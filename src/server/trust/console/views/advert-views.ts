/**
 * The Adverts tab: forwarded adverts readers sent from the advert check, one per text, with how
 * many readers sent it, the answers they were shown and their notes. The text is shown as sent,
 * escaped, in a box that keeps its lines; nothing in it is a link, so an operator opens none of
 * its addresses by a slip of the finger.
 */
import type { AdvertClosing, SentAdvert } from '../../../forms/advert-reports.repo.ts'
import { formatTime, view, type View } from '../../../render/written-page.ts'

const VERDICT_WORDS: Record<string, string> = {
  matches: 'matches an official advert',
  caution: 'be careful',
  unknown: 'could not find it',
}

const CLOSING_LABELS: Record<AdvertClosing, string> = {
  actioned: 'Dealt with',
  dismissed: 'Dismiss',
}

function closingForm(textHash: string, closing: AdvertClosing): View {
  const id = `${closing}-${textHash}`
  return view`<form class="action" method="post" action="/admin/adverts/${textHash}/${closing}">
<label for="${id}">What was done (optional)<input id="${id}" name="reason" maxlength="500"></label>
<button type="submit"${closing === 'dismissed' ? view` class="secondary"` : ''}>${CLOSING_LABELS[closing]}</button>
</form>`
}

export function advertsView(adverts: SentAdvert[], timeZone: string): View {
  if (adverts.length === 0)
    return view`<p class="item">No forwarded adverts waiting. Readers send them from the advert check.</p>`
  return view`${adverts.map(
    (advert) => view`<article class="item">
<p><strong>Sent by ${advert.readers} reader${advert.readers === 1 ? '' : 's'}</strong>, the last ${formatTime(advert.last_at, timeZone)}${advert.readers > 1 ? view` <span class="muted">(first ${formatTime(advert.first_at, timeZone)})</span>` : ''}</p>
<p class="muted">The check told them: ${advert.verdicts.map((verdict) => VERDICT_WORDS[verdict] ?? verdict).join('; ')}</p>
<pre class="advert">${advert.text}</pre>
${advert.notes.length > 0 ? view`<ul class="plain">${advert.notes.map((note) => view`<li>${note}</li>`)}</ul>` : ''}
${closingForm(advert.text_hash, 'actioned')}
${closingForm(advert.text_hash, 'dismissed')}
</article>`,
  )}`
}
