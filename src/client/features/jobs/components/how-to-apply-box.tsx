/**
 * "How to apply" on the job page (docs/product.md#job-page), from the job's how-to-apply data:
 * the reference to quote, one-tap actions (lib/apply-actions.ts), the documents as a checklist,
 * and below them the advert's own words, which keep what the data drops (opening hours, "in a
 * sealed envelope"). A job without the data (saved before it existed, or not read yet) has the
 * source's link as its one action and its words below, as before.
 */
import type { HowToApply } from '#shared/how-to-apply/how-to-apply.ts'
import { HOW_TO_APPLY_LIMITS } from '#shared/how-to-apply/how-to-apply-limits.ts'

import { toast } from '../../../lib/toast.ts'
import { applyActions, type ApplyAction } from '../lib/apply-actions.ts'
import { copyText } from '../../../lib/copy-text.ts'
import type { JobView } from '../lib/job-view.ts'
import { DocumentsChecklist } from './documents-checklist.tsx'
import styles from './job-detail.module.css'

export function HowToApplyBox({ job }: { job: JobView }) {
  const howToApply: HowToApply = job.source.how_to_apply ?? {
    methods: job.jobLink ? [{ kind: 'link', value: job.jobLink }] : [],
    reference: null,
    documents: [],
  }
  const actions = applyActions(howToApply, job.title)
  const documents = howToApply.documents.slice(0, HOW_TO_APPLY_LIMITS.documents)
  const { reference } = howToApply
  if (!actions.length && !documents.length && !reference && !job.applyInstructions) return null
  return (
    <div className={styles.instructions}>
      <h2 className={styles.boxTitle}>How to apply</h2>
      {reference && (
        <p>
          Quote reference: <strong>{reference}</strong>
        </p>
      )}
      {actions.length > 0 && (
        <ul className={styles.list}>
          {actions.map((action, index) => (
            <li key={index}>
              <Action action={action} primary={index === 0} />
            </li>
          ))}
        </ul>
      )}
      {documents.length > 0 && <DocumentsChecklist jobId={job.id} documents={documents} />}
      {job.applyInstructions && <p>{job.applyInstructions}</p>}
    </div>
  )
}

function Action({ action, primary }: { action: ApplyAction; primary: boolean }) {
  const { href, label, text } = action
  if (href === null)
    return (
      <>
        {label} <strong>{text}</strong>{' '}
        <button
          type="button"
          className="button js-only"
          aria-label="Copy the address"
          onClick={async () => {
            await copyText(text)
            toast.success('Address copied')
          }}
        >
          Copy
        </button>
      </>
    )
  return (
    <>
      <a
        className={primary ? 'button button--primary' : 'button'}
        href={href}
        // a page of another site (the employer's, WhatsApp's) opens beside this one
        {...(href.startsWith('http') && { target: '_blank', rel: 'noopener noreferrer' })}
      >
        {label}
      </a>{' '}
      {text}
    </>
  )
}
