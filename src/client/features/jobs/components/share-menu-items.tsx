/**
 * The Share menu's items and what they do: a chunk of its own, fetched on the first tap of Share
 * (share-menu.tsx), since most visits never share and the first load has no bytes to spare.
 */
import { useEffect } from 'react'

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
import styles from './share-menu.module.css'

interface ShareMenuItemsProps {
  job: ShareableJob
  /** when the menu was opened; the share texts describe the deadline as of that moment */
  openedAt: number
  /** called once the items are in the page, to focus one of them */
  onShown: () => void
  closeMenu: (returnFocus: boolean) => void
}

export function ShareMenuItems({ job, openedAt, onShown, closeMenu }: ShareMenuItemsProps) {
  const origin = useSiteOrigin()

  useEffect(onShown, [onShown])

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
