import type { ReactNode } from 'react'

import { cautionMessage } from '#shared/caution.ts'

import styles from './caution-note.module.css'

/**
 * The warning on a job whose advert has signs of a scam (the server's rules set `caution`): on
 * its card in every list and on its page. Plain text, not an alert: it is part of the job, not
 * news. `children` ends it, e.g. with the job page's link to its report form.
 */
export function CautionNote({ kind, children }: { kind: string; children?: ReactNode }) {
  return (
    <p className={styles.caution}>
      <strong>Caution:</strong> {cautionMessage(kind)}
      {children && <> {children}</>}
    </p>
  )
}
