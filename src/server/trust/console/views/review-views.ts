/**
 * The Review queue: each held post (or held edit of a live one) as the operator must judge it,
 * with its tier, holds and their reasons, the sender's address, and the words it would publish.
 * Approve puts it live at once; Reject needs a reason, which is emailed to the sender.
 */
import type { PostRow } from '../../../job-posts/job-posts.repo.ts'
import { formatTime, view, type View } from '../../../render/written-page.ts'

const postForm = (post: PostRow, decision: 'approve' | 'reject') =>
  decision === 'approve'
    ? view`<form class="action" method="post" action="/admin/job-posts/${post.id}/approve">
<button type="submit">Approve: publish now</button>
</form>`
    : view`<form class="action" method="post" action="/admin/job-posts/${post.id}/reject">
<label for="reject-${post.id}">Reason (emailed to the sender)<input id="reject-${post.id}" name="reason" maxlength="1000" required></label>
<button type="submit" class="danger">Reject</button>
</form>`

export function reviewView(posts: PostRow[], timeZone: string): View {
  if (posts.length === 0) return view`<p class="item">No posts waiting for a look.</p>`
  return view`${posts.map((row) => {
    const edit = row.status === 'live' && row.pending_post !== null
    const post = row.pending_post ?? row.post
    return view`<article class="item">
<h2>${post.title}</h2>
<p class="muted">${post.organisation}${post.website ? view` · <a href="${post.website}" rel="noopener noreferrer nofollow">${post.website}</a>` : ''} · closes ${post.closingDate}</p>
<p>${edit ? view`An edit of <a href="/job/${row.job_id ?? ''}">a live job</a>` : 'A new post'} from <strong>${row.work_email}</strong> (${row.verified ? 'verified' : 'not verified'}), confirmed ${row.confirmed_at ? formatTime(row.confirmed_at, timeZone) : 'not yet'}</p>
<ul class="plain">${row.reasons.map((reason) => view`<li class="caution">${reason}</li>`)}</ul>
${post.agency ? view`<p>Agency; licence: ${post.agencyLicence ?? 'none given'}</p>` : ''}
<details><summary>The advert</summary><pre style="white-space:pre-wrap">${post.description}</pre></details>
${postForm(row, 'approve')}
${postForm(row, 'reject')}
</article>`
  })}`
}
