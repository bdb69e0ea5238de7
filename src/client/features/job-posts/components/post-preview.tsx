import type { ReactNode } from 'react'

import type { ApiJob } from '#shared/job.ts'
import type { JobPostTier } from '#shared/schemas/job-post-answers.ts'

export interface ShownPreview {
  job: ApiJob
  tier: JobPostTier | null
  reasons: string[]
  /** made on the device: the server's checks have not run */
  offline: boolean
  /** the work email's domain, for the verified tier's words */
  domain: string | null
}

/**
 * What the server will do with the post, in words; once it is live, only what readers are told.
 */
export function TierWords({
  tier,
  domain,
  live = false,
}: {
  tier: JobPostTier | null
  domain: string | null
  live?: boolean
}) {
  if (tier === 'verified')
    return (
      <p>
        <strong>Verified employer: posted from an address at {domain}.</strong>
        {!live && ' It goes live as soon as you confirm from your email.'}
      </p>
    )
  if (tier === 'not-verified')
    return live ? (
      <p>
        <strong>Not verified:</strong> readers see &ldquo;Posted by the employer; address not
        verified&rdquo;.
      </p>
    ) : (
      <p>
        <strong>Not verified:</strong> your email is not at the organisation&apos;s own website, so
        one of our team reviews the job before it goes live.
      </p>
    )
  return (
    <p>
      Add your work email to see whether the job is verified at once. An address at the
      organisation&apos;s own website is; any other is reviewed by our team first.
    </p>
  )
}

/**
 * The preview: the job's page and its card as readers will see them (drawn by the route with
 * the jobs feature's own components, from `renderJob`), after the checks' outcome.
 */
export function PostPreview({
  preview,
  renderJob,
}: {
  preview: ShownPreview
  renderJob(job: ApiJob): ReactNode
}) {
  return (
    <section className="jp-preview" aria-labelledby="post-preview-title" id="post-preview">
      <h2 id="post-preview-title" tabIndex={-1}>
        Preview
      </h2>
      {preview.offline ? (
        <div className="jp-box jp-box--warn" role="status">
          <p>
            You are offline, so this preview was made on this phone. The checks (whether you are a
            verified employer, and our rules against scams) run when you send the job.
          </p>
        </div>
      ) : (
        <div
          className={`jp-box ${preview.reasons.length > 0 ? 'jp-box--warn' : 'jp-box--ok'}`}
          role="status"
        >
          <TierWords tier={preview.tier} domain={preview.domain} />
          {preview.reasons.length > 0 && (
            <>
              <p>Before it goes live, our team reviews it, because:</p>
              <ul>
                {preview.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {renderJob(preview.job)}
    </section>
  )
}
