/**
 * "Email me new jobs like these", for a job list (the list routes put it under the count and the
 * chips): a disclosure whose panel, the alert form (alert-panel.tsx), is a chunk of its own,
 * fetched when the reader first opens it. Most visits never do, and the first load has no bytes
 * to spare: only this button is in it. It needs the app, so a page without it does not show it
 * (js-only). The alert is for the list's search and filters, read from the address. Where the
 * site has no mail, "Notify me of new jobs like these" offers the phone's push alert alone; and
 * where neither can work (offline too) there is nothing (hooks/use-alert-offer.ts).
 */
import { Suspense, useId, useState } from 'react'

import { useListSearch } from '../../../hooks/use-list-search.ts'
import { lazyStyled } from '../../../lib/whole-stylesheet.ts'
import { useAlertOffer } from '../hooks/use-alert-offer.ts'

const AlertPanel = lazyStyled(() =>
  import('./alert-panel.tsx').then((module) => ({ default: module.AlertPanel })),
)

export function AlertControl() {
  const search = useListSearch()
  const offer = useAlertOffer()
  const [open, setOpen] = useState(false)
  // Once opened the panel stays, hidden while closed: what was typed and the answer stay too.
  const [opened, setOpened] = useState(false)
  const panelId = useId()
  if (!offer) return null
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
        {`${offer === 'email' ? 'Email me' : 'Notify me of'} new jobs like these`}
      </button>
      {opened && (
        <Suspense fallback={open && <p>Loading...</p>}>
          <AlertPanel id={panelId} search={search} open={open} phone={offer === 'phone'} />
        </Suspense>
      )}
    </div>
  )
}
