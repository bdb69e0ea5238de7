/**
 * The job alert's panel, fetched when the reader first opens "Email me new jobs like these"
 * (alert-control.tsx): what the alert will send, an email address, daily or weekly, the bot
 * check, sent to POST /api/alerts. Made of the other forms' parts: the draft kept on the device,
 * the bot-check widget, the sending that tells offline from refused. Answers stay in the panel,
 * a refusal beside the field it names, and are announced by a toast as the forms' are. Once
 * the alert is asked for, the same alert is offered on this phone too (phone-alert-offer.tsx),
 * where the site sends push alerts. On a site without mail (`phone`) that offer is the panel.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import type { AlertFrequency } from '#shared/schemas/alerts.ts'
import type { PublicConfig } from '#shared/schemas/config.ts'
import { CONTACT_LIMITS, newsletterBodySchema, parseFormBody } from '#shared/schemas/forms.ts'

import type { ListSearch } from '../../../lib/list-search.ts'
import { toast } from '../../../lib/toast.ts'
import { useFormConfig } from '../api/get-form-config.ts'
import { useFormDraft } from '../hooks/use-form-draft.ts'
import { useVerifiedSend } from '../hooks/use-verified-send.ts'
import { FORM_MESSAGES } from '../lib/form-messages.ts'
import { describeAlert, toAlertBody, toAlertSearch } from '../lib/alert-body.ts'
import { ALERT_MESSAGES } from '../lib/alert-messages.ts'
import styles from './alert-panel.module.css'
import formStyles from './forms.module.css'
import { OfflineNotice } from './offline-notice.tsx'
import { PhoneAlertOffer } from './phone-alert-offer.tsx'
import reportStyles from './report-listing.module.css'
import { TurnstileWidget, WIDGET_DELAY_MS } from './turnstile-widget.tsx'
import { SendButton } from './send-button.tsx'

const ALERTS_ENDPOINT = '/api/alerts'
// '' is the default, daily: a form left as it was leaves no draft on the device.
const EMPTY = { email: '', frequency: '' }
// The choices of alertBodySchema. Not imported from it: valibot is in the first load, and every
// part of it the alert's whole schema uses would go there too.
const FREQUENCIES: Record<AlertFrequency, string> = { daily: 'Daily', weekly: 'Weekly' }

/** Where a problem is shown: beside the email, beside the frequency, or above the button. */
interface Problem {
  at: 'email' | 'frequency' | 'form'
  message: string
}

/** The fields of the form; whatever else the server names (the search) concerns the form. */
function placeOf(field: string | null): Problem['at'] {
  return field === 'email' || field === 'frequency' ? field : 'form'
}

export function AlertPanel({
  id,
  search,
  open,
  phone,
}: {
  id: string
  /** the list's search and filters, from the address: what the alert will be about */
  search: ListSearch
  /** hidden, not gone, while closed: what was typed and the answer stay */
  open: boolean
  /** the push alert alone: the site has no mail, and this browser can show notifications */
  phone: boolean
}) {
  const config = useFormConfig()
  // Opened only once the config offered it (hooks/use-alert-offer.ts); a server that answers
  // 503 has no mail set up after all.
  const [unavailable, setUnavailable] = useState(false)
  return (
    <section
      id={id}
      hidden={!open}
      className={styles.panel}
      aria-label={phone ? 'Phone alert' : 'Email alert'}
    >
      {!unavailable && <p>{describeAlert(search)}</p>}
      {phone ? (
        <div role="status">
          <PhoneAlertOffer search={toAlertSearch(search)} frequency="daily" />
        </div>
      ) : unavailable ? (
        <p>{ALERT_MESSAGES.notSetUp}</p>
      ) : (
        <AlertForm
          search={search}
          open={open}
          turnstile={config.data?.turnstile ?? null}
          // As the server sent it: one from before push alerts has no `push`, which means none.
          push={config.data?.alerts.push}
          onUnavailable={() => setUnavailable(true)}
        />
      )}
    </section>
  )
}

function AlertForm({
  search,
  open,
  turnstile,
  push,
  onUnavailable,
}: {
  search: ListSearch
  open: boolean
  turnstile: PublicConfig['turnstile']
  /** the site sends push alerts: the same alert is offered on this phone once asked for */
  push: boolean | undefined
  onUnavailable(): void
}) {
  const { values, setField, clear } = useFormDraft('draft:alert', EMPTY)
  const frequency: AlertFrequency = values.frequency === 'weekly' ? 'weekly' : 'daily'
  const verified = useVerifiedSend(turnstile !== null)
  // The frequency the alert was made with, once it was: what the phone offer repeats.
  const [sent, setSent] = useState<AlertFrequency | null>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  const problemId = useId()
  const emailRef = useRef<HTMLInputElement>(null)
  const frequencyRef = useRef<HTMLInputElement>(null)
  const formProblemRef = useRef<HTMLParagraphElement>(null)
  const sentRef = useRef<HTMLDivElement>(null)
  const focusEmailNext = useRef(false)

  // Focus goes to what the answer is about: the field a problem names (its message is read with
  // it), the message itself when it is about the whole form, or the confirmation.
  useEffect(() => {
    if (problem?.at === 'email') emailRef.current?.focus()
    else if (problem?.at === 'frequency') frequencyRef.current?.focus()
    else if (problem?.at === 'form') formProblemRef.current?.focus()
  }, [problem])
  useEffect(() => {
    if (sent) sentRef.current?.focus()
    else if (focusEmailNext.current) emailRef.current?.focus()
    focusEmailNext.current = false
  }, [sent])

  function showProblem(at: Problem['at'], title: string, message: string) {
    setProblem({ at, message })
    toast.error(title, { description: message })
  }
  function showRefusal(field: string | null, message: string) {
    const invalid = FORM_MESSAGES.invalidField(message)
    showProblem(placeOf(field), invalid.title, invalid.description)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const body = toAlertBody(search, values.email, frequency)
    if (!values.email.trim()) {
      const { title, description } = FORM_MESSAGES.emailRequired
      showProblem('email', title, description)
      return
    }
    // The server's own check of the address (the alert's is the newsletter's field), so that a
    // typo is pointed out here. The search comes from the list, which keeps it valid.
    const checked = parseFormBody(newsletterBodySchema, { email: values.email })
    if (!checked.ok) {
      showRefusal(checked.field, checked.message)
      return
    }
    if (!verified.isVerified) {
      toast.error(FORM_MESSAGES.verificationRequired.title, {
        description: FORM_MESSAGES.verificationRequired.description,
      })
      return
    }
    setProblem(null)
    const outcome = await verified.send(ALERTS_ENDPOINT, body)
    if (outcome.kind === 'ok') {
      clear()
      setSent(frequency)
      toast.success(ALERT_MESSAGES.confirmationToast.title, {
        description: ALERT_MESSAGES.confirmationToast.description,
      })
    } else if (outcome.kind === 'failed') {
      if (outcome.status === 503) onUnavailable()
      else if (outcome.status === 429)
        showProblem('form', ALERT_MESSAGES.failed.title, ALERT_MESSAGES.tooMany)
      else if (outcome.status === 403)
        showProblem(
          'form',
          FORM_MESSAGES.contactWidgetError.title,
          FORM_MESSAGES.contactWidgetError.description,
        )
      else if (outcome.status === 400 && outcome.message)
        showRefusal(outcome.parameter, outcome.message)
      else showProblem('form', ALERT_MESSAGES.failed.title, ALERT_MESSAGES.failed.description)
    }
  }

  const problemAt = (at: Problem['at']) =>
    problem?.at === at ? (
      <p
        id={problemId}
        ref={at === 'form' ? formProblemRef : undefined}
        tabIndex={at === 'form' ? -1 : undefined}
        className={styles.problem}
      >
        {problem.message}
      </p>
    ) : null
  const describedBy = (at: Problem['at']) => (problem?.at === at ? problemId : undefined)

  return sent ? (
    <div ref={sentRef} tabIndex={-1} className={formStyles.success} role="status">
      <p>{ALERT_MESSAGES.confirmationSent}</p>
      {push && <PhoneAlertOffer search={toAlertSearch(search)} frequency={sent} email />}
      <button
        type="button"
        className="button"
        onClick={() => {
          focusEmailNext.current = true
          setSent(null)
        }}
      >
        Create another alert
      </button>
    </div>
  ) : (
    <form className={reportStyles.form} onSubmit={submit} noValidate>
      <label className={formStyles.field}>
        <span>Email</span>
        <input
          ref={emailRef}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={CONTACT_LIMITS.email}
          value={values.email}
          aria-invalid={problem?.at === 'email' || undefined}
          aria-describedby={describedBy('email')}
          onChange={(e) => {
            setField('email', e.target.value)
            if (problem?.at === 'email') setProblem(null)
          }}
        />
      </label>
      {problemAt('email')}
      <fieldset aria-describedby={describedBy('frequency')}>
        <legend>How often</legend>
        {(Object.keys(FREQUENCIES) as AlertFrequency[]).map((value, index) => (
          <label key={value} className={reportStyles.reason}>
            <input
              ref={index === 0 ? frequencyRef : undefined}
              type="radio"
              name="frequency"
              value={value}
              checked={frequency === value}
              onChange={() => setField('frequency', value)}
            />
            {FREQUENCIES[value]}
          </label>
        ))}
      </fieldset>
      {problemAt('frequency')}
      <p className={formStyles.hint}>{ALERT_MESSAGES.promise}</p>
      {verified.offline && <OfflineNotice />}
      {turnstile && open && (
        <TurnstileWidget
          siteKey={turnstile.siteKey}
          scriptUrl={turnstile.scriptUrl}
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
      {problemAt('form')}
      <SendButton verified={verified} label="Create alert" />
    </form>
  )
}
