import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

import { cautionMessage } from '#shared/caution.ts'

import styles from './caution-note.module.css'

/**
 * The warning on a job whose advert has signs of a scam (the server's rules set `caution`): on
 * its card in every list and on its page. Plain text, not an alert: it is part of the job, not
 * news. Then the way to check a copy someone forwarded (/check); `children` end it, e.g. with the
 * job page's link to its report form.
 */
export function CautionNote({ kind, children }: { kind: string; children?: ReactNode }) {
  return (
    <p className={styles.caution}>
      <strong>Caution:</strong> {cautionMessage(kind)}{' '}
      <Link to="/check">Got this advert forwarded? Check it</Link>
      {children && <> {children}</>}
    </p>
  )
}
