import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'

import { getNow } from '../../../hooks/use-now.ts'
import type { JobListParams } from '../api/job-keys.ts'
import { collectCachedJobs } from '../lib/cached-jobs.ts'
import type * as DeviceSearchModule from '../lib/device-search.ts'
import type { DeviceSearchResult } from '../lib/device-search.ts'
import { useSavedJobs } from './use-saved-jobs.ts'

type DeviceSearch = typeof DeviceSearchModule

// Fetched once, the first time the server cannot be asked; kept for every list after.
let loaded: DeviceSearch | null = null
const loadDeviceSearch = async () => (loaded ??= await import('../lib/device-search.ts'))

/**
 * The list's search run over the jobs this device holds, while `active` (the list cannot be
 * had from the server). `held`: how many jobs the device has, known at once; `result`: null for
 * the moment the search's code takes to load.
 */
export function useDeviceSearch(
  params: JobListParams,
  active: boolean,
): { held: number; result: DeviceSearchResult | null } | null {
  const queryClient = useQueryClient()
  const saved = useSavedJobs().jobs
  const [search, setSearch] = useState(loaded)
  useEffect(() => {
    if (!active || search) return undefined
    let current = true
    loadDeviceSearch().then(
      (module) => current && setSearch(module),
      (error: unknown) =>
        console.warn('The search of the jobs on this device could not load.', error),
    )
    return () => {
      current = false
    }
  }, [active, search])
  // What the device holds when the list became unavailable: one set of jobs, one index.
  const jobs = useMemo(
    () => (active ? collectCachedJobs(queryClient, saved) : null),
    [active, queryClient, saved],
  )
  return useMemo(
    () =>
      jobs && {
        held: jobs.length,
        result: search ? search.searchOnDevice(jobs, params, getNow()) : null,
      },
    [search, jobs, params],
  )
}
