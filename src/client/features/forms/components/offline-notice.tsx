import { FORM_MESSAGES } from '../lib/form-messages.ts'
import styles from './forms.module.css'

/**
 * Shown in the form itself, not only as a toast: offline, the toast code may not be on the
 * device yet, and this is the message that matters most then.
 */
export function OfflineNotice() {
  return (
    <p className={styles.offline} role="alert">
      <strong>{FORM_MESSAGES.offline.title}.</strong> {FORM_MESSAGES.offline.description}
    </p>
  )
}
