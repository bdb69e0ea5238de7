import { Link } from '@tanstack/react-router'

import styles from './back-link.module.css'

/** The link above a guide's heading back to the hub it belongs to. */
export function BackToCareerResources() {
  return (
    <Link to="/career-resources" className={styles.back}>
      <span aria-hidden="true">←</span> Back to Career Resources
    </Link>
  )
}
