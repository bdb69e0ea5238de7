import { useId } from 'react'

import { getNow } from '../../../hooks/use-now.ts'
import {
  APPLICATION_STATUS_TEXT,
  isApplicationStatus,
  readApplicationStatus,
  setApplicationStatus,
} from '../lib/application-status.ts'
import type { SavedJob } from '../lib/saved-jobs.ts'

/**
 * A saved job's status on /saved: the phone's own picker (a native select: 44 px tall with the
 * site's button look, nothing to load, works offline). "Saved" is no status yet.
 */
export function ApplicationStatusSelect({ saved }: { saved: SavedJob }) {
  const id = useId()
  return (
    <>
      <label htmlFor={id}>Status</label>{' '}
      <select
        id={id}
        // named for its job, like the card's other controls: there is one per saved job
        aria-label={`Status of ${saved.job.title}`}
        className="button"
        value={readApplicationStatus(saved) ?? ''}
        onChange={(event) => {
          const value = event.target.value
          void setApplicationStatus(
            saved.job.id,
            isApplicationStatus(value) ? value : null,
            getNow(),
          )
        }}
      >
        <option value="">Saved</option>
        {Object.entries(APPLICATION_STATUS_TEXT).map(([status, text]) => (
          <option key={status} value={status}>
            {text}
          </option>
        ))}
      </select>
    </>
  )
}
