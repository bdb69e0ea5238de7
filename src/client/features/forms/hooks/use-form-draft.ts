import { useCallback, useEffect, useState } from 'react'

/**
 * Form fields kept on the device as they are typed, so that a reload, a dropped connection or a
 * closed tab loses nothing (DESIGN.md §6). Storage that is full or disabled only means the draft
 * lives as long as the page.
 */
export function useFormDraft<T extends Record<string, string>>(key: string, empty: T) {
  const [values, setValues] = useState<T>(() => {
    try {
      const saved = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<T> | null
      return saved && typeof saved === 'object' ? { ...empty, ...pickStrings(saved, empty) } : empty
    } catch {
      return empty
    }
  })

  useEffect(() => {
    try {
      if (Object.values(values).some((value) => value !== ''))
        localStorage.setItem(key, JSON.stringify(values))
      else localStorage.removeItem(key)
    } catch {
      // Full or disabled storage: the draft stays in memory only.
    }
  }, [key, values])

  const setField = useCallback(
    (field: keyof T, value: string) => setValues((v) => ({ ...v, [field]: value })),
    [],
  )
  const clear = useCallback(() => setValues(empty), [empty])
  return { values, setField, clear }
}

function pickStrings<T extends Record<string, string>>(saved: Partial<T>, empty: T): Partial<T> {
  const picked: Partial<T> = {}
  for (const field of Object.keys(empty) as (keyof T)[]) {
    const value = saved[field]
    if (typeof value === 'string') picked[field] = value as T[keyof T]
  }
  return picked
}
