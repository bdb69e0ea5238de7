import { useCallback, useEffect, useState } from 'react'

import { useIsServerRender } from '../../../hooks/use-server-render.ts'
import { EMPTY_DRAFT, isBlankDraft, readDraft, type PostDraft } from '../lib/post-draft.ts'

/** Where the new post's draft is kept on the device (localStorage: read at once, offline too). */
export const POST_DRAFT_KEY = 'draft:job-post'

/**
 * The post being written, kept on the device from every change, so a reload, a lost connection
 * or a closed tab loses nothing. Storage that is full or missing keeps it in memory for as long as
 * the page is open. `clear` is called only once the server has taken the post. With no `key`
 * (the manage page's edit, which starts from the stored post) nothing is kept on the device.
 */
export function usePostDraft(key: string | null, initial: PostDraft = EMPTY_DRAFT) {
  const [draft] = useState(() => (key ? readSaved(key) : initial))
  // null until the employer changes a field: until then the saved draft is shown and kept
  const [edited, setEdited] = useState<PostDraft | null>(null)
  // The server's page has the empty form, and hydrating it must draw the same: the draft follows.
  const serverRender = useIsServerRender()
  const values = serverRender ? initial : (edited ?? draft)

  useEffect(() => {
    if (edited === null || !key) return
    try {
      if (isBlankDraft(edited)) localStorage.removeItem(key)
      else localStorage.setItem(key, JSON.stringify(edited))
    } catch {
      // Full or disabled storage: the draft stays in memory only.
    }
  }, [key, edited])

  const update = useCallback(
    (change: Partial<PostDraft>) => setEdited((current) => ({ ...(current ?? draft), ...change })),
    [draft],
  )
  const clear = useCallback(() => {
    setEdited(EMPTY_DRAFT)
    try {
      if (key) localStorage.removeItem(key)
    } catch {
      // nothing was kept
    }
  }, [key])
  return { draft: values, update, clear }
}

function readSaved(key: string): PostDraft {
  try {
    return readDraft(JSON.parse(localStorage.getItem(key) ?? 'null'))
  } catch {
    return EMPTY_DRAFT
  }
}
