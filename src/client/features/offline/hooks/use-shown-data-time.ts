import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'

import { getOldestShownDataTime } from '../lib/data-age.ts'
import { useClientStore } from '../../../hooks/use-client-store.ts'

/** The fetch time of the oldest data on screen (epoch ms), or null when none is shown. */
export function useShownDataTime(): number | null {
  const cache = useQueryClient().getQueryCache()
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache])
  const read = useCallback(
    () =>
      getOldestShownDataTime(
        cache.getAll().map((query) => ({
          dataUpdatedAt: query.state.dataUpdatedAt,
          isActive: query.isActive(),
          hasData: query.state.data !== undefined,
        })),
      ),
    [cache],
  )
  return useClientStore(subscribe, read, () => null)
}
