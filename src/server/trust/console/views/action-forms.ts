/**
 * The buttons that act on a listing. Each is a plain form (no script): it posts to
 * /admin/jobs/<id>/<action> with a reason and the page to come back to. Taking down asks for a
 * reason because the audit log must say why a listing went.
 */
import type { ModerationKind } from '../moderation.repo.ts'
import type { ConsolePath } from './console-layout.ts'
import { view, type View } from '../../../render/written-page.ts'

const LABELS: Record<ModerationKind, string> = {
  'take-down': 'Take down',
  restore: 'Restore listing',
  'dismiss-reports': 'Dismiss reports',
  'clear-flag': 'Clear flag',
}

export function actionForm(
  kind: ModerationKind,
  jobId: string,
  back: ConsolePath,
  { reasonRequired = false }: { reasonRequired?: boolean } = {},
): View {
  const id = `${kind}-${jobId}`
  return view`<form class="action" method="post" action="/admin/jobs/${jobId}/${kind}">
<input type="hidden" name="back" value="${back}">
<label for="${id}">Reason${reasonRequired ? '' : ' (optional)'}<input id="${id}" name="reason" maxlength="500"${reasonRequired ? view` required` : ''}></label>
<button type="submit"${kind === 'take-down' ? view` class="danger"` : view` class="secondary"`}>${LABELS[kind]}</button>
</form>`
}

/** The listing's name, linking to its public page (which says so once it is taken down). */
export function listingHeading(jobId: string, title: string | null, company: string | null): View {
  return view`<h2><a href="/job/${jobId}">${title ?? '(no longer stored)'}</a></h2>
<p class="muted">${company ?? ''} · ${jobId}</p>`
}
