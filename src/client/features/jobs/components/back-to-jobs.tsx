import { useRouter } from '@tanstack/react-router'
import { type MouseEvent, type ReactNode } from 'react'

import { findListInHistory, getListToReturnTo } from '../lib/list-return.ts'
import { useClientStore } from '../../../hooks/use-client-store.ts'

// The history is read at each render: the page renders again whenever the address changes.
const subscribe = () => () => {}
// The server cannot know where the reader came from: its page links home, as does a page opened
// on its own (a link in a message); the app puts in the list once it has taken over.
const getServerHref = () => '/'

/**
 * "Back to Jobs": back through the history to the list the reader came from, where it was
 * (lib/list-return.ts). A real link, so that it works before the app and opens in a new tab.
 */
export function BackToJobs({ className, children }: { className?: string; children: ReactNode }) {
  const router = useRouter()
  const href = useClientStore(subscribe, getListToReturnTo, getServerHref)
  const onClick = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    const list = findListInHistory()
    if (list) router.history.go(list.delta)
    else void router.navigate({ href })
  }
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  )
}
