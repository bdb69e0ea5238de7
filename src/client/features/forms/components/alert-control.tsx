/**
 * "Email me new jobs like these", for a job list (the list routes put it under the count and the
 * chips): a disclosure whose panel, the alert form (alert-panel.tsx), is a chunk of its own,
 * fetched when the reader first opens it. Most visits never do, and the first load has no bytes
 * to spare: only this button is in it. It needs the app, so a page without it does not show it
 * (js-only). The alert is for the list's search and filters, read from the address.
 */
import { lazy, Suspense, useId, useState } from 'react'

import { useListSearch } from '../../../hooks/use-list-search.ts'

const AlertPanel = lazy(() =>
  import('./alert-panel.tsx').then((module) => ({ default: module.AlertPanel })),
)

export function AlertControl() {
  const search = useListSearch()
  const [open, setOpen] = useState(false)
  // Once opened the panel stays, hidden while closed: what was typed and the answer stay too.
  const [opened, setOpened] = useState(false)
  const panelId = useId()
  return (
    <div className="js-only">
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={opened ? panelId : undefined}
        onClick={() => {
          setOpen(!open)
          setOpened(true)
        }}
      >
        Email me new jobs like these
      </button>
      {opened && (
        <Suspense fallback={open && <p>Loading...</p>}>
          <AlertPanel id={panelId} search={search} open={open} />
        </Suspense>
      )}
    </div>
  )
}
