import { useCallback, useEffect, useState } from 'react'

import { useIsServerRender } from '../../../hooks/use-server-render.ts'

/**
 * Form fields kept on the device as they are typed, so that a reload, a dropped connection or a
 * closed tab loses nothing. Storage that is full or disabled only means the draft lives as long
 * as the page.
 */
export function useFormDraft<T extends Record<string, string>>(key: string, empty: T) {
  const [draft] = useState(() => readDraft(key, empty))
  // null until the reader changes a field: until then the saved draft is shown and kept.
  const [edited, setEdited] = useState<T | null>(null)
  // The server's page has empty fields, and hydrating it must draw the same: the draft follows.
  const values = useIsServerRender() ? empty : (edited ?? draft)

  useEffect(() => {
    if (edited === null) return
    try {
      if (Object.values(edited).some((value) => value !== ''))
        localStorage.setItem(key, JSON.stringify(edited))
      else localStorage.removeItem(key)
    } catch {
      // Full or disabled storage: the draft stays in memory only.
    }
  }, [key, edited])

  const setField = useCallback(
    (field: keyof T, value: string) => setEdited((v) => ({ ...(v ?? draft), [field]: value })),
    [draft],
  )
  const clear = useCallback(() => setEdited(empty), [empty])
  return { values, setField, clear }
}

function readDraft<T extends Record<string, string>>(key: string, empty: T): T {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<T> | null
    return saved && typeof saved === 'object' ? { ...empty, ...pickStrings(saved, empty) } : empty
  } catch {
    return empty
  }
}

function pickStrings<T extends Record<string, string>>(saved: Partial<T>, empty: T): Partial<T> {
  const picked: Partial<T> = {}
  for (const field of Object.keys(empty) as (keyof T)[]) {
    const value = saved[field]
    if (typeof value === 'string') picked[field] = value as T[keyof T]
  }
  return picked
}
