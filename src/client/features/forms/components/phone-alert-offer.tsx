/**
 * A push alert for a list's search: after an email alert is asked for (`email`), "Get these on
 * this phone too?" for the same search and frequency; on a site without mail, the alert panel's
 * whole offer. Offered only from a tap (never on load); the browser asks for permission only
 * when the reader says yes. Where the browser has no push, or notifications are blocked, one
 * line says so. Once on, "Stop" ends the push alert; the email alert is the email's business.
 * It sits in a live region (the panel's confirmation, or the panel's own): its changes are read.
 */
import { useEffect, useState } from 'react'

import type { AlertSearch } from '#shared/alert-search.ts'
import type { AlertFrequency } from '#shared/schemas/alerts.ts'

import { deletePushAlert, postPushAlert } from '../../../lib/push/push-api.ts'
import { getPushState, turnOnPush } from '../../../lib/push/push-subscription.ts'
import formStyles from './forms.module.css'

type Shown =
  | 'unsupported'
  | 'denied'
  | 'offer'
  | 'failed'
  | 'stopped'
  | 'dismissed'
  | { id: string; endpoint: string }
  | null

export function PhoneAlertOffer({
  search,
  frequency,
  email = false,
}: {
  search: AlertSearch
  frequency: AlertFrequency
  /** an email alert for the same search was just asked for */
  email?: boolean
}) {
  const [shown, setShown] = useState<Shown>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let current = true
    void getPushState().then((state) => {
      if (current) setShown(state === 'unsupported' || state === 'denied' ? state : 'offer')
    })
    return () => {
      current = false
    }
  }, [])

  async function turnOn() {
    setBusy(true)
    const subscription = await turnOnPush()
    const id = subscription && (await postPushAlert(subscription.endpoint, search, frequency))
    setBusy(false)
    if (subscription && id) setShown({ id, endpoint: subscription.endpoint })
    else setShown(Notification.permission === 'denied' ? 'denied' : 'failed')
  }

  async function stop(on: { id: string; endpoint: string }) {
    setBusy(true)
    const stopped = await deletePushAlert(on.id, on.endpoint)
    setBusy(false)
    if (stopped) setShown('stopped')
  }

  if (shown === null || shown === 'dismissed') return null
  const too = email ? ' too' : ''
  if (shown === 'unsupported')
    return (
      <p className={formStyles.hint}>
        {`This browser cannot show alerts on this phone${email ? '; they come by email' : ''}.`}
      </p>
    )
  if (shown === 'denied')
    return (
      <p className={formStyles.hint}>
        {`Notifications are blocked for JobsZW${email ? ', so these come by email only' : ''}.`}
      </p>
    )
  if (shown === 'stopped')
    return (
      <p className={formStyles.hint}>
        {`Stopped on this phone.${email ? ' The emails come until you unsubscribe.' : ''}`}
      </p>
    )
  if (typeof shown === 'object')
    return (
      <p>
        {`New jobs like these come to this phone${too}. `}
        <button type="button" className="button" disabled={busy} onClick={() => void stop(shown)}>
          Stop
        </button>
      </p>
    )
  return (
    <p role="group" aria-label="Alerts on this phone">
      {shown === 'failed'
        ? 'That did not work just now; try again in a moment. '
        : `Get these on this phone${too}? `}
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        onClick={() => void turnOn()}
      >
        Yes, on this phone
      </button>{' '}
      <button type="button" className="button" onClick={() => setShown('dismissed')}>
        No thanks
      </button>
    </p>
  )
}
