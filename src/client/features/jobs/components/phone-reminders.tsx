/**
 * On /saved: whether deadline reminders come to this phone with JobsZW closed, and the way to
 * start them (while there are open saved jobs) or stop them (always: "Stop" here ends every
 * notification on the phone, job alerts too). The same offer as the "Remind me" of the toast
 * after a save, for readers who passed it by; asked only from a tap, never on load. Where the browser has no push, or
 * notifications are blocked, one line says so and nothing more (reminders then show when the
 * app is open). Push code is fetched with this page, which is a chunk of its own.
 */
import { useEffect, useState } from 'react'

import { getPushState, stopPush, type PushState } from '../../../lib/push/push-subscription.ts'
import { storage } from '../../../lib/storage.ts'
import { askForReminders, turnOnPhoneReminders } from '../lib/reminders.ts'
import styles from './saved-jobs-page.module.css'

const DISMISSED_KEY = 'phone-reminders-dismissed'

type Shown = PushState | 'stopped' | 'failed' | 'dismissed' | null

export function PhoneReminders({ offer }: { offer: boolean }) {
  const [shown, setShown] = useState<Shown>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let current = true
    void Promise.all([getPushState(), storage.getItem(DISMISSED_KEY)]).then(
      ([state, dismissed]) => {
        if (current) setShown(state === 'off' && dismissed ? 'dismissed' : state)
      },
    )
    return () => {
      current = false
    }
  }, [])

  async function turnOn() {
    setBusy(true)
    let on = false
    // Asking turns them on when allowed (as the toast's "Remind me" does).
    if (Notification.permission === 'default')
      on = (await askForReminders()) === 'granted' && (await getPushState()) === 'on'
    else if (Notification.permission === 'granted') on = await turnOnPhoneReminders()
    setBusy(false)
    setShown(on ? 'on' : Notification.permission === 'denied' ? 'denied' : 'failed')
  }

  async function stop() {
    setBusy(true)
    await stopPush()
    setBusy(false)
    setShown('stopped')
  }

  if (shown === null || shown === 'dismissed') return null
  // Push on (for reminders or alerts) can always be stopped here; the rest is about reminders.
  if (!offer && shown !== 'on' && shown !== 'stopped') return null
  if (shown === 'unsupported')
    return (
      <p className={styles.lead}>
        This browser cannot remind you with JobsZW closed: reminders come when you open it.
      </p>
    )
  if (shown === 'denied')
    return (
      <p className={styles.lead}>
        Notifications are blocked for JobsZW, so reminders show at the top of the page when you open
        it.
      </p>
    )
  if (shown === 'stopped')
    return (
      <p className={styles.lead} role="status">
        Stopped: nothing more comes to this phone. Reminders still show when you open JobsZW.
      </p>
    )
  if (shown === 'on')
    return (
      <div className={styles.toolbar}>
        <p>
          Notifications are on for this phone, even with JobsZW closed: deadline reminders, and any
          job alerts you put on it.
        </p>
        <button type="button" className="button" disabled={busy} onClick={() => void stop()}>
          Stop
        </button>
      </div>
    )
  return (
    <div className={styles.toolbar} role="group" aria-label="Reminders on this phone">
      {/* A status, so a screen reader hears how the tap went (the phone's push service may take
          seconds to answer, or none at all with no network). */}
      <p role="status">
        {shown === 'failed'
          ? 'That did not work just now (no answer: are you online?). Try again in a moment; reminders still show whenever you open JobsZW.'
          : 'Remind me on this phone before they close: 3 days before, and on the last day.'}
      </p>
      <span>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void turnOn()}
        >
          {busy ? 'Turning on…' : 'Remind me'}
        </button>{' '}
        <button
          type="button"
          className="button"
          onClick={() => {
            setShown('dismissed')
            void storage.setItem(DISMISSED_KEY, '1')
          }}
        >
          Not now
        </button>
      </span>
    </div>
  )
}
