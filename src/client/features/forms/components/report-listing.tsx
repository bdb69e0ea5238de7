import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react'

import { REPORT_REASONS } from '#shared/report-reasons.ts'
import { REPORT_DETAILS_MAX } from '#shared/schemas/forms.ts'

import { useOnline } from '../../../hooks/use-online.ts'
import { toast } from '../../../lib/toast.ts'
import { FALLBACK_FORM_CONFIG } from '../api/fallback-form-config.ts'
import { useFormConfig } from '../api/get-form-config.ts'
import { useVerifiedSend } from '../hooks/use-verified-send.ts'
import { FORM_MESSAGES } from '../lib/form-messages.ts'
import { getReporterId, hasReportedJob, rememberReportedJob } from '../lib/reported-jobs.ts'
import { OfflineNotice } from './offline-notice.tsx'
import styles from './report-listing.module.css'
import { TurnstileWidget, WIDGET_DELAY_MS } from './turnstile-widget.tsx'
import { SendButton } from './send-button.tsx'

const REPORTS_ENDPOINT = '/api/reports'
/** Where the form is on the page: ReportListingLink's target. */
const REPORT_LISTING_ID = 'report-listing'
// The form on the page (one at a time), for ReportListingLink to open.
const openers = new Set<() => void>()

function openReportListing(event: MouseEvent) {
  if (openers.size === 0) return
  // Left to the browser, the new #fragment would reach the router as a navigation.
  event.preventDefault()
  for (const open of openers) open()
}

/**
 * "Report this advert", for the job page's warnings: opens the report form and moves focus to it.
 * An in-page link, so a page without the app still scrolls there.
 */
export function ReportListingLink() {
  return (
    <a href={`#${REPORT_LISTING_ID}`} onClick={openReportListing}>
      Report this advert
    </a>
  )
}

/**
 * "Report this listing" under a job: a reason, optional details, the bot check, sent to our
 * server. Nothing about the listing changes for others; the team reviews reports. Offline a
 * plain line stands in for it (and what was chosen comes back with the connection).
 */
export function ReportListing({ jobId }: { jobId: string }) {
  const online = useOnline()
  const config = useFormConfig().data ?? FALLBACK_FORM_CONFIG
  const [open, setOpen] = useState(false)
  const [reported, setReported] = useState(false)
  const [reason, setReason] = useState('')
  const [details, setDetails] = useState('')
  const verified = useVerifiedSend(config.turnstile !== null)
  const formId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const doneRef = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    const open = () => {
      setOpen(true)
      // Focus scrolls it into view; once reported (or offline), the line is what there is to see.
      ;(toggleRef.current ?? doneRef.current)?.focus()
    }
    openers.add(open)
    return () => {
      openers.delete(open)
    }
  }, [])

  useEffect(() => {
    let current = true
    void hasReportedJob(jobId).then((known) => current && setReported(known))
    return () => {
      current = false
    }
  }, [jobId])

  async function markReported(title: string, description: string) {
    await rememberReportedJob(jobId)
    setReported(true)
    setOpen(false)
    toast.success(title, { description })
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!reason) {
      toast.error('Choose a reason', { description: 'Tell us what is wrong with this listing.' })
      return
    }
    if (!verified.isVerified) {
      toast.error(FORM_MESSAGES.verificationRequired.title, {
        description: FORM_MESSAGES.verificationRequired.description,
      })
      return
    }
    const outcome = await verified.send(REPORTS_ENDPOINT, {
      jobId,
      reason,
      details: details.trim(),
      reporterId: await getReporterId(),
    })
    if (outcome.kind === 'ok')
      await markReported('Thank you for your report', 'We will look into this listing.')
    else if (outcome.kind === 'failed' && outcome.status === 409)
      await markReported('Already reported', 'You reported this listing before. Thank you.')
    else if (outcome.kind === 'failed')
      toast.error('Report not sent', {
        description: outcome.message ?? 'Please try again later.',
      })
  }

  if (reported || !online) {
    return (
      <p id={REPORT_LISTING_ID} ref={doneRef} tabIndex={-1} className={styles.done} role="status">
        {reported
          ? 'You reported this listing. Thank you; we will look into it.'
          : 'You can report this listing when you are back online.'}
      </p>
    )
  }

  return (
    <section id={REPORT_LISTING_ID} className={styles.report} aria-label="Report this listing">
      <button
        ref={toggleRef}
        type="button"
        className={`button js-only ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((shown) => !shown)}
      >
        Report this listing
      </button>
      <form id={formId} hidden={!open} className={styles.form} onSubmit={submit} noValidate>
        <fieldset>
          <legend>What is wrong with this listing?</legend>
          {REPORT_REASONS.map((option) => (
            <label key={option.value} className={styles.reason}>
              <input
                type="radio"
                name="reason"
                value={option.value}
                checked={reason === option.value}
                onChange={() => setReason(option.value)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        <label className={styles.details}>
          Details (optional)
          <textarea
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            value={details}
            onChange={(e) => setDetails(e.target.value)}
          />
        </label>
        <p className={styles.hint}>
          Never pay anyone to apply for a job. Reports go to the JobsZW team only.
        </p>
        {verified.offline && <OfflineNotice />}
        {config.turnstile && open && (
          <TurnstileWidget
            siteKey={config.turnstile.siteKey}
            scriptUrl={config.turnstile.scriptUrl}
            resetKey={verified.widgetKey}
            delayMs={WIDGET_DELAY_MS}
            onToken={verified.setToken}
            onError={() =>
              toast.error(FORM_MESSAGES.contactWidgetError.title, {
                description: FORM_MESSAGES.contactWidgetError.description,
              })
            }
          />
        )}
        <SendButton verified={verified} label="Send report" />
      </form>
    </section>
  )
}
