import { describeClosingDate, describeDeadline } from '#shared/deadline-words.ts'
import { getTimeLeft, getUrgency, type Urgency } from '#shared/urgency.ts'

import { SITE_TIME_ZONE } from '../../../config/site.ts'
import { useNow } from '../../../hooks/use-now.ts'
import styles from './countdown.module.css'

const LABELS: Record<Exclude<Urgency, 'open' | 'closed'>, string> = {
  standard: 'EXPIRES IN',
  urgent: 'EXPIRES SOON',
  critical: 'CRITICAL',
}

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * Live countdown to a deadline (docs/product.md#urgency): green over 5 days, amber over 3 up to 5,
 * red and blinking at 3 or less; days only when above zero. A closed job (its deadline passed, or
 * it closed otherwise) says when in grey, "Closed Thursday 26 November 2026", not a row of zeros;
 * one closed otherwise before its deadline says "Closed" (its page and card say why). A job with
 * no deadline says so instead of counting down to an invented date.
 */
export function Countdown({
  deadline,
  closed = false,
}: {
  deadline: number | null
  /** closed whatever the clock says (withdrawn, on the closed list) */
  closed?: boolean
}) {
  if (deadline === null) {
    // A job without a deadline still closes (withdrawn, filled, aged out): never "open" then.
    return (
      <p className={`${styles.countdown} ${styles.still}`}>
        <span className={styles.label}>{closed ? 'Closed' : 'Open until filled'}</span>
      </p>
    )
  }
  return <LiveCountdown deadline={deadline} closed={closed} />
}

function LiveCountdown({ deadline, closed }: { deadline: number; closed: boolean }) {
  const now = useNow()
  // With a deadline, getUrgency never answers 'open'.
  const urgency = (closed ? 'closed' : getUrgency(deadline, now)) as Exclude<Urgency, 'open'>
  if (urgency === 'closed') {
    // From the deadline and the render's clock only, so the server's page and the app agree.
    return (
      <p className={`${styles.countdown} ${styles.still}`} data-urgency="closed">
        {/* the labels' size: "Closed Thursday 26 November 2026" stays on one line on a phone */}
        <span className={styles.label}>
          {describeClosingDate(deadline, now, SITE_TIME_ZONE, closed)}
        </span>
      </p>
    )
  }
  const left = getTimeLeft(deadline, now)
  return (
    <p className={`${styles.countdown} ${styles[urgency]}`} data-urgency={urgency}>
      <span className={styles.label}>{LABELS[urgency]}</span>
      {/* The ticking digits are hidden from screen readers; the sentence below says it once. */}
      <span className={styles.time} aria-hidden="true">
        {left.days > 0 && <>{left.days}d </>}
        {pad(left.hours)}h {pad(left.minutes)}m {pad(left.seconds)}s
      </span>
      <span className="visually-hidden">{describeDeadline(deadline, now, SITE_TIME_ZONE)}</span>
    </p>
  )
}
