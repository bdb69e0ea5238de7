/**
 * The Share menu's items and what they do: a chunk of its own, fetched on the first tap of Share
 * (share-menu.tsx), since most visits never share and the first load has no bytes to spare.
 */
import { useEffect, type RefObject } from 'react'

import { toast } from '../../../lib/toast.ts'
import { useSiteOrigin } from '../../../lib/site-origin.ts'
import { copyText } from '../../../lib/copy-text.ts'
import {
  getShareTargets,
  getShareText,
  getShareUrl,
  getShareWarning,
  type ShareableJob,
} from '../lib/share-links.ts'
import { focusItem, useOpenMenuEvents } from './share-menu-keys.ts'
import styles from './share-menu.module.css'

interface ShareMenuItemsProps {
  job: ShareableJob
  /** when the menu was opened; the share texts describe the deadline as of that moment */
  openedAt: number
  /** the item to focus once the items are in the page: 0 the first, -1 the last */
  focusAt: number
  rootRef: RefObject<HTMLElement | null>
  menuRef: RefObject<HTMLElement | null>
  closeMenu: (returnFocus: boolean) => void
}

export function ShareMenuItems(props: ShareMenuItemsProps) {
  const { job, openedAt, focusAt, rootRef, menuRef, closeMenu } = props
  const origin = useSiteOrigin()

  // On a first open, after their chunk has come.
  useEffect(() => focusItem(menuRef.current, focusAt), [menuRef, focusAt])
  useOpenMenuEvents(rootRef, menuRef, closeMenu)

  /** Quick share: the device's share sheet if there is one, else what Copy link does. */
  async function share(quick: boolean) {
    const url = getShareUrl(job.id, origin)
    closeMenu(true)
    if (quick && 'share' in navigator) {
      try {
        await navigator.share({ title: job.title, text: getShareText(job, openedAt), url })
      } catch {
        // A failed device share says nothing, and neither does the user cancelling.
      }
      return
    }
    // The link, after a flagged advert's warning: a pasted link may travel without its preview.
    // copyText never fails loudly, so the toast is shown either way.
    await copyText(getShareWarning(job) + url)
    toast.success('Link copied', { description: 'Job link copied to clipboard.' })
  }

  function closeAfterFollowing() {
    // A link that is removed before its click finishes does not navigate, so close afterwards.
    window.setTimeout(() => closeMenu(true))
  }

  return (
    <>
      {(['Quick share', 'Copy link'] as const).map((name) => (
        <li role="none" key={name}>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            onClick={() => void share(name === 'Quick share')}
          >
            {name}
          </button>
        </li>
      ))}
      {getShareTargets(job, origin, openedAt).map((target) => {
        const newTab = target.name !== 'Email'
        return (
          <li role="none" key={target.name}>
            <a
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              href={target.href}
              target={newTab ? '_blank' : undefined}
              rel={newTab ? 'noopener noreferrer' : undefined}
              onClick={closeAfterFollowing}
            >
              {target.name}
              {newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
            </a>
          </li>
        )
      })}
    </>
  )
}
