import { useEffect, useRef, useState } from 'react'

import { useEffectEvent } from '../../../hooks/use-effect-event.ts'

import { loadTurnstile } from '../lib/turnstile-loader.ts'
import styles from './forms.module.css'

/**
 * How long the widgets under other content (the newsletter signup, the report form) wait after
 * the script is ready before they render; one constant keeps the two alike.
 */
export const WIDGET_DELAY_MS = 100

/**
 * The human-verification widget. Reports a token, or null when it expires (an expired token
 * would only be refused by the server, so it is cleared at once). Changing `resetKey` asks for a fresh challenge (after a send:
 * tokens are single-use).
 */
export function TurnstileWidget({
  siteKey,
  scriptUrl,
  resetKey,
  onToken,
  onError,
  delayMs = 0,
}: {
  siteKey: string
  scriptUrl: string
  resetKey: number
  onToken(token: string | null): void
  onError(): void
  /** how long after the script is ready the widget renders (see WIDGET_DELAY_MS) */
  delayMs?: number
}) {
  const container = useRef<HTMLDivElement>(null)
  const [unavailable, setUnavailable] = useState(false)
  // Coming back online retries a widget that could not load.
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!unavailable) return undefined
    const retry = () => {
      setUnavailable(false)
      setAttempt((n) => n + 1)
    }
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [unavailable])
  const reportToken = useEffectEvent(onToken)
  const reportError = useEffectEvent(onError)

  useEffect(() => {
    let widgetId: string | undefined
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    loadTurnstile(scriptUrl).then(
      (turnstile) => {
        timer = setTimeout(() => {
          if (cancelled || !container.current) return
          widgetId = turnstile.render(container.current, {
            sitekey: siteKey,
            theme: 'auto',
            size: 'normal',
            callback: (token) => reportToken(token),
            'expired-callback': () => reportToken(null),
            'error-callback': () => {
              reportToken(null)
              reportError()
            },
          })
        }, delayMs)
      },
      () => {
        if (!cancelled) setUnavailable(true)
      },
    )
    return () => {
      cancelled = true
      clearTimeout(timer)
      if (widgetId !== undefined) window.turnstile?.remove(widgetId)
      reportToken(null)
    }
  }, [siteKey, scriptUrl, resetKey, delayMs, attempt])

  return (
    <div className={styles.challenge}>
      <div ref={container} />
      {unavailable && (
        <p className={styles.hint} role="status">
          The verification check needs an internet connection. What you typed is kept on this
          device; send it when you are back online.
        </p>
      )}
    </div>
  )
}
