import { describeDeadline } from '#shared/deadline-words.ts'
import { getTimeLeft, getUrgency, type Urgency } from '#shared/urgency.ts'

import { SITE_TIME_ZONE } from '../../../config/site.ts'
import { useNow } from '../../../hooks/use-now.ts'
import styles from './countdown.module.css'

const LABELS: Record<Exclude<Urgency, 'open'>, string> = {
  standard: 'EXPIRES IN',
  urgent: 'EXPIRES SOON',
  critical: 'CRITICAL',
  closed: 'EXPIRED',
}

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * Live countdown to a deadline (docs/product.md#urgency): green over 5 days, amber over 3 up to 5, red and
 * blinking at 3 or less, grey once closed (its deadline passed, or the job closed otherwise); days only when above zero. A job with no
 * deadline says so instead of counting down to an invented date.
 */
export function Countdown({
  deadline,
  closed = false,
}: {
  deadline: number | null
  /** closed whatever the clock says (withdrawn, on the closed list): zeros in grey */
  closed?: boolean
}) {
  if (deadline === null) {
    return (
      <p className={`${styles.countdown} ${styles.open}`}>
        <span className={styles.label}>Open until filled</span>
      </p>
    )
  }
  return <LiveCountdown deadline={deadline} closed={closed} />
}

function LiveCountdown({ deadline, closed }: { deadline: number; closed: boolean }) {
  const now = useNow()
  // With a deadline, getUrgency never answers 'open'.
  const urgency = (closed ? 'closed' : getUrgency(deadline, now)) as Exclude<Urgency, 'open'>
  const left =
    urgency === 'closed'
      ? { days: 0, hours: 0, minutes: 0, seconds: 0 }
      : getTimeLeft(deadline, now)
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
