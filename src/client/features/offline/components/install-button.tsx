import { useId, useState } from 'react'

import { getInstallOption, promptInstall, subscribeToInstallOption } from '../lib/install-prompt.ts'
import styles from './install-button.module.css'
import { useClientStore } from '../../../hooks/use-client-store.ts'

/**
 * Offers installation only when the browser can do it (Chromium's prompt) or the user must do it
 * by hand (iOS: Share, then Add to Home Screen). Otherwise it renders nothing.
 */
export function InstallButton({ className }: { className?: string }) {
  const option = useClientStore(subscribeToInstallOption, getInstallOption, () => null)
  const [showSteps, setShowSteps] = useState(false)
  const stepsId = useId()
  if (option === null) return null
  if (option === 'prompt') {
    return (
      <button
        type="button"
        className={`button ${className ?? ''}`}
        onClick={() => void promptInstall()}
      >
        Install app
      </button>
    )
  }
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
