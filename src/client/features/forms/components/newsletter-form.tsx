import { useState, type FormEvent } from 'react'

import { CONTACT_LIMITS, newsletterBodySchema, parseFormBody } from '#shared/schemas/forms.ts'

import { useOnline } from '../../../hooks/use-online.ts'
import { toast } from '../../../lib/toast.ts'
import { FALLBACK_FORM_CONFIG } from '../api/fallback-form-config.ts'
import { useFormConfig } from '../api/get-form-config.ts'
import { useFormDraft } from '../hooks/use-form-draft.ts'
import { useVerifiedSend } from '../hooks/use-verified-send.ts'
import { FORM_MESSAGES } from '../lib/form-messages.ts'
import styles from './forms.module.css'
import { OfflineNotice } from './offline-notice.tsx'
import { TurnstileWidget, WIDGET_DELAY_MS } from './turnstile-widget.tsx'

const EMPTY = { email: '' }

/**
 * The newsletter signup: idle, "Subscribing...", subscribed; bot-checked like the contact form.
 * Offline there is none: it could be neither sent nor checked.
 */
export function NewsletterForm() {
  const online = useOnline()
  const config = useFormConfig().data ?? FALLBACK_FORM_CONFIG
  const { values, setField, clear } = useFormDraft('draft:newsletter', EMPTY)
  const [subscribed, setSubscribed] = useState(false)
  const verified = useVerifiedSend(config.turnstile !== null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = values.email.trim()
    if (!email) {
      toast.error(FORM_MESSAGES.emailRequired.title, {
        description: FORM_MESSAGES.emailRequired.description,
      })
      return
    }
    // The server's own check, so that a typo is pointed out here rather than answered "failed".
    const checked = parseFormBody(newsletterBodySchema, { email })
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
    const outcome = await verified.send(config.newsletterEndpoint, {
      email,
      subject: 'Newsletter Subscription',
      message: 'Please add this address to the JobsZW newsletter.',
      _replyto: email,
    })
    if (outcome.kind === 'failed') {
      toast.error(FORM_MESSAGES.newsletterFailed.title, {
        description: FORM_MESSAGES.newsletterFailed.description,
      })
    } else if (outcome.kind === 'ok') {
      clear()
      setSubscribed(true)
      toast.success(FORM_MESSAGES.subscribed.title, {
        description: FORM_MESSAGES.subscribed.description,
      })
    }
  }

  if (!online) return null
  return (
    <section className={styles.newsletter} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Get career tips by email</h2>
      <p className={styles.hint}>
        Occasional advice on finding work in Zimbabwe. Unsubscribe at any time. For new jobs by
        email, choose “Email me new jobs like these” on any job list.
      </p>
      {subscribed ? (
        <div className={styles.success} role="status">
          <p>
            <strong>Successfully Subscribed!</strong>
          </p>
          <button type="button" className="button" onClick={() => setSubscribed(false)}>
            Subscribe Another Email
          </button>
        </div>
      ) : (
        <>
          <p className={`no-js-only ${styles.hint}`}>
            Subscribing needs JavaScript, which is off or could not load in this browser.
          </p>
          <form
            className={`js-only ${styles.inline}`}
            onSubmit={submit}
            noValidate
            aria-label="Newsletter signup"
          >
            <label className="visually-hidden" htmlFor="newsletter-email">
              Email address
            </label>
            <input
              id="newsletter-email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              maxLength={CONTACT_LIMITS.email}
              value={values.email}
              onChange={(e) => setField('email', e.target.value)}
            />
            <button
              type="submit"
              className="button button--primary"
              disabled={verified.sending || !verified.isVerified}
            >
              {verified.sending ? 'Subscribing...' : 'Subscribe'}
            </button>
            {verified.offline && <OfflineNotice />}
            {config.turnstile && (
              <TurnstileWidget
                siteKey={config.turnstile.siteKey}
                scriptUrl={config.turnstile.scriptUrl}
                resetKey={verified.widgetKey}
                delayMs={WIDGET_DELAY_MS}
                onToken={verified.setToken}
                onError={() =>
                  toast.error(FORM_MESSAGES.newsletterWidgetError.title, {
                    description: FORM_MESSAGES.newsletterWidgetError.description,
                  })
                }
              />
            )}
          </form>
        </>
      )}
    </section>
  )
}
