import { useId, useState } from 'react'

import styles from './ios-install-steps.module.css'

/**
 * Installing by hand, as iOS asks (Share, then Add to Home Screen): a button that shows the
 * steps. A chunk of its own, fetched only where iOS is found (install-button.tsx).
 */
export function IosInstallSteps({ className }: { className?: string }) {
  const [showSteps, setShowSteps] = useState(false)
  const stepsId = useId()
  return (
    <div className={styles.wrapper}>
      <button
        type="button"
        className={`button ${className ?? ''}`}
        aria-expanded={showSteps}
        aria-controls={stepsId}
        onClick={() => setShowSteps((shown) => !shown)}
      >
        Install app
      </button>
      <div id={stepsId} className={styles.steps} hidden={!showSteps}>
        <p>
          <strong>Add JobsZW to your Home Screen</strong>
        </p>
        <ol>
          <li>
            Tap the <strong>Share</strong> button (a square with an arrow pointing up).
          </li>
          <li>
            Choose <strong>Add to Home Screen</strong>.
          </li>
          <li>
            Tap <strong>Add</strong>. JobsZW then opens like an app, even offline.
          </li>
        </ol>
        <button type="button" className="button" onClick={() => setShowSteps(false)}>
          Close
        </button>
      </div>
    </div>
  )
}
