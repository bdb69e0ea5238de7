import { useState, type FormEvent } from 'react'

import { CONTACT_LIMITS, contactBodySchema, parseFormBody } from '#shared/schemas/forms.ts'

import { toast } from '../../../lib/toast.ts'
import { FALLBACK_FORM_CONFIG } from '../api/fallback-form-config.ts'
import { useFormConfig } from '../api/get-form-config.ts'
import { useFormDraft } from '../hooks/use-form-draft.ts'
import { useVerifiedSend } from '../hooks/use-verified-send.ts'
import { FORM_MESSAGES } from '../lib/form-messages.ts'
import styles from './forms.module.css'
import { OfflineNotice } from './offline-notice.tsx'
import { TurnstileWidget } from './turnstile-widget.tsx'
import { SendButton } from './send-button.tsx'

const EMPTY = { name: '', email: '', subject: '', message: '' }

/**
 * The contact form: idle, submitting ("Sending..."), sent. The bot check's token is sent with the
 * message and verified by the server, since a check done only in the browser proves nothing. The
 * input limits are the server's own (src/shared/schemas/forms.ts), so the form never takes more
 * than the server accepts.
 */
export function ContactForm() {
  const config = useFormConfig().data ?? FALLBACK_FORM_CONFIG
  const { values, setField, clear } = useFormDraft('draft:contact', EMPTY)
  const [sent, setSent] = useState(false)
  const verified = useVerifiedSend(config.turnstile !== null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (Object.values(values).some((value) => !value.trim())) {
      toast.error(FORM_MESSAGES.missingFields.title, {
        description: FORM_MESSAGES.missingFields.description,
      })
      return
    }
    // The server's own check, so that a typo is pointed out here rather than answered "failed".
    const checked = parseFormBody(contactBodySchema, values)
    if (!checked.ok) {
      const invalid = FORM_MESSAGES.invalidField(checked.message)
      toast.error(invalid.title, { description: invalid.description })
      return
    }
    if (!verified.isVerified) {
      toast.error(FORM_MESSAGES.verificationRequired.title, {
        description: FORM_MESSAGES.verificationRequired.description,
      })
      return
    }
    const subject = values.subject.trim()
    const outcome = await verified.send(config.contactEndpoint, {
      name: values.name.trim(),
      email: values.email.trim(),
      subject,
      message: values.message.trim(),
      _replyto: values.email.trim(),
      _subject: `Contact Form: ${subject}`,
    })
    if (outcome.kind === 'failed') {
      const failed = FORM_MESSAGES.contactFailed(config.supportEmail)
      toast.error(failed.title, { description: failed.description })
    } else if (outcome.kind === 'ok') {
      clear()
      setSent(true)
      toast.success(FORM_MESSAGES.contactSent.title, {
        description: FORM_MESSAGES.contactSent.description,
      })
    }
  }

  if (sent) {
    return (
      <div className={styles.success} role="status">
        <h2>{FORM_MESSAGES.contactSent.title}</h2>
        <p>{FORM_MESSAGES.contactSent.description}</p>
        <button type="button" className="button" onClick={() => setSent(false)}>
          Send Another Message
        </button>
      </div>
    )
  }

  return (
    <>
      {/* Without the app the browser would send the words in the page's address, and lose them
          (docs/decisions/017). */}
      <p className={`no-js-only ${styles.noScript}`}>
        Sending a message here needs JavaScript, which is off or could not load in this browser.
        Email us at <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a> instead.
      </p>
      <form
        className={`js-only ${styles.form}`}
        onSubmit={submit}
        noValidate
        aria-label="Contact us"
      >
        <label className={styles.field}>
          <span>Name</span>
          <input
            name="name"
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            value={values.name}
            onChange={(e) => setField('name', e.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span>Email</span>
          <input
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={CONTACT_LIMITS.email}
            value={values.email}
            onChange={(e) => setField('email', e.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span>Subject</span>
          <input
            name="subject"
            maxLength={CONTACT_LIMITS.subject}
            value={values.subject}
            onChange={(e) => setField('subject', e.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span>Message</span>
          <textarea
            name="message"
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            value={values.message}
            onChange={(e) => setField('message', e.target.value)}
          />
        </label>
        {config.turnstile && (
          <TurnstileWidget
            siteKey={config.turnstile.siteKey}
            scriptUrl={config.turnstile.scriptUrl}
            resetKey={verified.widgetKey}
            onToken={verified.setToken}
            onError={() =>
              toast.error(FORM_MESSAGES.contactWidgetError.title, {
                description: FORM_MESSAGES.contactWidgetError.description,
              })
            }
          />
        )}
        {verified.offline && <OfflineNotice />}
        <SendButton verified={verified} label="Send Message" />
        <p className={styles.hint}>What you type is kept on this device until it is sent.</p>
      </form>
    </>
  )
}
