import { useNow } from '../../../hooks/use-now.ts'
import { useOnline } from '../../../hooks/use-online.ts'
import { useShownDataTime } from '../hooks/use-shown-data-time.ts'
import { describeDataAge } from '../lib/data-age.ts'
import styles from './offline-banner.module.css'

/** Says the page is offline and how old what it shows is; countdowns keep running regardless. */
export function OfflineBanner() {
  const online = useOnline()
  if (online) return null
  return <OfflineMessage />
}

function OfflineMessage() {
  const shownAt = useShownDataTime()
  const now = useNow()
  return (
    <div className={styles.banner} role="status">
      <p className="container">
        <strong>You are offline.</strong>{' '}
        {shownAt === null
          ? 'Pages you have opened before still work; new searches need a connection.'
          : `Showing jobs kept on this phone, fetched ${describeDataAge(Math.max(0, now - shownAt))}. Deadline countdowns stay live.`}
      </p>
    </div>
  )
}
