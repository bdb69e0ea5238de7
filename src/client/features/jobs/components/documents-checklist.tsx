/**
 * The documents an advert asks for, as a checklist the reader ticks off while gathering them.
 * The ticks stay on the device (lib/document-ticks.ts). Until they have been read the boxes are
 * disabled: a tick made on the server's page before the app took over would be lost, or undone
 * by the stored ticks arriving after it.
 */
import { useEffect, useState } from 'react'

import { loadDocumentTicks, saveDocumentTicks } from '../lib/document-ticks.ts'
import styles from './job-detail.module.css'

export function DocumentsChecklist({
  jobId,
  documents,
}: {
  jobId: string
  documents: readonly string[]
}) {
  const [ticked, setTicked] = useState<ReadonlySet<string> | null>(null)
  useEffect(() => {
    let current = true
    void loadDocumentTicks(jobId).then((labels) => {
      if (current) setTicked(new Set(labels))
    })
    return () => {
      current = false
    }
  }, [jobId])

  function toggle(label: string) {
    if (!ticked) return
    const next = new Set(ticked)
    if (!next.delete(label)) next.add(label)
    setTicked(next)
    // Only the documents this job asks for: a label the advert no longer names is let go.
    void saveDocumentTicks(
      jobId,
      documents.filter((document) => next.has(document)),
    )
  }

  return (
    <fieldset className={styles.documents}>
      <legend>Documents to send</legend>
      <ul className={styles.list}>
        {documents.map((label, index) => (
          <li key={index}>
            <label>
              <input
                type="checkbox"
                checked={ticked?.has(label) ?? false}
                disabled={!ticked}
                onChange={() => toggle(label)}
              />{' '}
              {label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
