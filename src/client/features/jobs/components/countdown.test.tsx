import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { getJobDeadline } from '#shared/deadline.ts'
import { DAY_MS, SECOND_MS } from '#shared/urgency.ts'

import { Countdown } from './countdown.tsx'

// A job closing on 28 November 2026 in Harare: the deadline is 23:59:59.999 local, 21:59:59.999Z.
const deadline = getJobDeadline({ expiry_ts: null, expiry_date: '2026-11-28' }) as number

function renderAt(now: number, props: { closed?: boolean; deadline?: number | null } = {}) {
  vi.setSystemTime(now)
  return render(
    <Countdown
      deadline={props.deadline === undefined ? deadline : props.deadline}
      closed={props.closed}
    />,
  )
}

const countdown = () =>
  screen.getByText(/EXPIRES IN|EXPIRES SOON|CRITICAL|Closed/).closest('p') as HTMLElement

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is the end of the closing day in Harare', () => {
    expect(new Date(deadline).toISOString()).toBe('2026-11-28T21:59:59.999Z')
  })

  it.each([
    ['more than 5 days', 5 * DAY_MS + SECOND_MS, 'EXPIRES IN', 'standard'],
    ['exactly 5 days', 5 * DAY_MS, 'EXPIRES SOON', 'urgent'],
    ['just over 3 days', 3 * DAY_MS + SECOND_MS, 'EXPIRES SOON', 'urgent'],
    ['exactly 3 days', 3 * DAY_MS, 'CRITICAL', 'critical'],
    ['one second', SECOND_MS, 'CRITICAL', 'critical'],
    ['none', 0, 'Closed Saturday 28 November 2026', 'closed'],
  ])('with %s left shows %s', (_name, left, label, urgency) => {
    renderAt(deadline - left)
    expect(screen.getByText(label)).toBeInTheDocument()
    expect(countdown()).toHaveAttribute('data-urgency', urgency)
  })

  it('shows days only when above zero, then hours, minutes and seconds', () => {
    const { unmount } = renderAt(deadline - (2 * DAY_MS + 3 * 3600_000 + 4 * 60_000 + 5_000))
    expect(countdown()).toHaveTextContent('2d 03h 04m 05s')
    unmount()
    renderAt(deadline - (5 * 60_000 + 9_000))
    expect(countdown()).toHaveTextContent('00h 05m 09s')
    expect(countdown()).not.toHaveTextContent('d ')
  })

  it('ticks every second and says the day it closed when the deadline passes', async () => {
    renderAt(deadline - 2 * SECOND_MS + 1)
    expect(countdown()).toHaveTextContent('00h 00m 01s')
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(countdown()).toHaveTextContent('00h 00m 00s')
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(countdown()).toHaveTextContent(/^Closed Saturday 28 November 2026$/)
  })

  it('shows a job on the closed list with the day it closed, never zeros', () => {
    renderAt(deadline + DAY_MS, { closed: true })
    expect(countdown()).toHaveTextContent(/^Closed Saturday 28 November 2026$/)
    expect(countdown()).toHaveAttribute('data-urgency', 'closed')
  })

  it('shows a job closed before its deadline (withdrawn) as closed, without a date', () => {
    renderAt(deadline - 10 * DAY_MS, { closed: true })
    expect(countdown()).toHaveTextContent(/^Closed$/)
  })

  it('says "Open until filled" for a job without a deadline, never a countdown', () => {
    renderAt(deadline, { deadline: null })
    expect(screen.getByText('Open until filled')).toBeInTheDocument()
    expect(screen.queryByText(/EXPIRES|CRITICAL/)).toBeNull()
  })

  it('shows a closed job without a deadline as closed, never "Open until filled"', () => {
    renderAt(deadline, { deadline: null, closed: true })
    expect(screen.getByText('Closed')).toBeInTheDocument()
    expect(screen.queryByText('Open until filled')).toBeNull()
  })

  it('tells screen readers the closing day in words', () => {
    renderAt(Date.parse('2026-11-21T10:00:00Z'))
    expect(screen.getByText(/Closes Saturday 28 November 2026/)).toBeInTheDocument()
  })
})
