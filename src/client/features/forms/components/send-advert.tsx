import { useId, useState, type FormEvent } from 'react'

import { ADVERT_NOTE_MAX } from '#shared/advert-check/pasted-limit.ts'

import { useOnline } from '../../../hooks/use-online.ts'
import { useFormConfig } from '../api/get-form-config.ts'
import { getReporterId } from '../lib/reported-jobs.ts'
import { useVerifiedSend } from '../hooks/use-verified-send.ts'
import formStyles from './forms.module.css'
import { OfflineNotice } from './offline-notice.tsx'
import styles from './report-listing.module.css'
import { SendButton } from './send-button.tsx'
import { TurnstileWidget, WIDGET_DELAY_MS } from './turnstile-widget.tsx'

const ADVERT_REPORTS_ENDPOINT = '/api/adverts/reports'

/**
 * "Send to the JobsZW team", under an answer of the advert check (routes/check.tsx hands it to
 * the check's page): the pasted text, the answer it got and an optional note, with the bot
 * check, to `POST /api/adverts/reports`. The only way the pasted text is kept. Offline it is not
 * offered, as no form that needs the network is (docs/decisions/061).
 */
export function SendAdvert({
  text,
  verdict,
}: {
  text: string
  verdict: 'matches' | 'caution' | 'unknown'
}) {
  const online = useOnline()
  const config = useFormConfig()
  const turnstile = config.data?.turnstile ?? null
  // Until the config has come, the check may be needed: sending waits for it.
  const verified = useVerifiedSend(config.isPending || turnstile !== null)
  const [open, setOpen] = useState(false)
  const [note, setNote] = useState('')
  const [sent, setSent] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const formId = useId()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setProblem(null)
    const outcome = await verified.send(ADVERT_REPORTS_ENDPOINT, {
      text,
      verdict,
      note: note.trim() || null,
      // Readers behind one address (a mobile network's) are told apart, as reports are.
      reporterId: await getReporterId(),
    })
    // 409: this phone sent this very text before; it is with the team already.
    if (outcome.kind === 'ok' || (outcome.kind === 'failed' && outcome.status === 409))
      setSent(true)
    else if (outcome.kind === 'failed')
      setProblem(`Not sent. ${outcome.message ?? 'Please try again later.'}`)
  }

  if (sent || !online)
    return (
      <p className={styles.done} role="status">
        {sent
          ? 'Sent to the JobsZW team. Thank you: the team looks at every advert sent.'
          : 'You can send this advert to the JobsZW team when you are back online.'}
      </p>
    )

  return (
    <section className={styles.report} aria-label="Send to the JobsZW team">
      <button
        type="button"
        className={`button ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((shown) => !shown)}
      >
        Send to the JobsZW team
      </button>
      <form id={formId} hidden={!open} className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.hint}>
          This sends the advert&apos;s text you pasted, and the answer it got, to the JobsZW team,
          who look into adverts that misuse employers&apos; names. Nothing you paste is kept unless
          you send it here.
        </p>
        <label className={styles.details}>
          A note for the team (optional)
          <textarea
            rows={3}
            maxLength={ADVERT_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
        {verified.offline && <OfflineNotice />}
        {problem && (
          <p className={formStyles.offline} role="alert">
            {problem}
          </p>
        )}
        {turnstile && open && (
          <TurnstileWidget
            siteKey={turnstile.siteKey}
            scriptUrl={turnstile.scriptUrl}
            resetKey={verified.widgetKey}
            delayMs={WIDGET_DELAY_MS}
            onToken={verified.setToken}
            onError={() => setProblem('The verification check failed. Please try again.')}
          />
        )}
        <SendButton verified={verified} label="Send" />
      </form>
    </section>
  )
}
