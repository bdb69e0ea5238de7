import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { createTestQueryClient } from '../../../testing/render-with-providers.tsx'
import { OfflineBanner } from './offline-banner.tsx'

const HOUR = 3_600_000

function ShownJobs() {
  useQuery({ queryKey: ['jobs'], queryFn: () => ['a job'], staleTime: Infinity })
  return null
}

function renderBanner() {
  const queryClient = createTestQueryClient()
  const now = Date.now()
  queryClient.setQueryData(['jobs'], ['a job'], { updatedAt: now - 3 * HOUR })
  render(
    <QueryClientProvider client={queryClient}>
      <OfflineBanner />
      <ShownJobs />
    </QueryClientProvider>,
  )
}

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline)
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'))
  })
}

describe('OfflineBanner', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('says nothing while online', () => {
    renderBanner()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('says how old the jobs on screen are when the connection drops, and leaves when it returns', () => {
    renderBanner()
    goOffline(true)
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Showing jobs kept on this phone, fetched 3 hours ago. Deadline countdowns stay live.',
    )
    goOffline(false)
    expect(screen.queryByRole('status')).toBeNull()
  })
})
