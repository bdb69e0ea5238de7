import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { startEachTestOnAnEmptyDevice } from '../../../testing/empty-device.ts'
import {
  FAKE_PUSH_KEY,
  installFakePushBrowser,
  removeFakePushBrowserAfterEach,
} from '../../../testing/fake-push-browser.ts'
import { makeApiJob } from '../../../testing/job-fixtures.ts'
import { saveJob } from '../lib/saved-jobs.ts'
import { PhoneReminders } from './phone-reminders.tsx'
import { toJobView } from '../lib/job-view.ts'

startEachTestOnAnEmptyDevice()
removeFakePushBrowserAfterEach()

describe('PhoneReminders', () => {
  it('says in one line that this browser has no push, and offers nothing', async () => {
    render(<PhoneReminders offer />)
    expect(
      await screen.findByText(
        'This browser cannot remind you with JobsZW closed: reminders come when you open it.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('asks only when tapped, then sends the subscription with the saved jobs, and stops', async () => {
    const browser = installFakePushBrowser()
    await saveJob(toJobView(makeApiJob({ job_id: 'nurse1' })), 1)
    await saveJob(toJobView(makeApiJob({ job_id: 'clerk2' })), 2)
    const user = userEvent.setup()
    render(<PhoneReminders offer />)
    await screen.findByText(
      'Remind me on this phone before they close: 3 days before, and on the last day.',
    )
    expect(browser.requestPermission).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Remind me' }))
    expect(
      await screen.findByText(/^Notifications are on for this phone, even with JobsZW closed/),
    ).toBeInTheDocument()
    expect(browser.requestPermission).toHaveBeenCalledTimes(1)
    const [{ userVisibleOnly, applicationServerKey }] = browser.subscribe.mock.calls[0] as [
      { userVisibleOnly: boolean; applicationServerKey: Uint8Array },
    ]
    expect(userVisibleOnly).toBe(true)
    expect(applicationServerKey).toHaveLength(65)
    expect(browser.requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/push/key',
      'PUT /api/push/subscription',
    ])
    expect(browser.requests[1]?.body).toEqual({
      subscription: {
        endpoint: 'https://push.example/device-1',
        expirationTime: null,
        keys: { p256dh: expect.any(String) as string, auth: expect.any(String) as string },
      },
      savedJobIds: ['nurse1', 'clerk2'],
      previousEndpoint: null,
    })
    expect(FAKE_PUSH_KEY).toHaveLength(87)

    await user.click(screen.getByRole('button', { name: 'Stop' }))
    expect(
      await screen.findByText(
        'Stopped: nothing more comes to this phone. Reminders still show when you open JobsZW.',
      ),
    ).toBeInTheDocument()
    expect(browser.requests.at(-1)).toEqual({
      method: 'DELETE',
      url: '/api/push/subscription',
      body: { endpoint: 'https://push.example/device-1' },
    })
    expect(browser.subscription()).toBeNull()
  })

  it('says in one line when notifications are blocked, also after a refusal', async () => {
    installFakePushBrowser({ answer: 'denied' })
    const user = userEvent.setup()
    render(<PhoneReminders offer />)
    await user.click(await screen.findByRole('button', { name: 'Remind me' }))
    expect(
      await screen.findByText(
        'Notifications are blocked for JobsZW, so reminders show at the top of the page when you open it.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('offers nothing without open saved jobs, but still lets push be stopped', async () => {
    const browser = installFakePushBrowser({ permission: 'granted' })
    const { unmount } = render(<PhoneReminders offer={false} />)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('button')).toBeNull()
    unmount()
    browser.subscribeNow()
    render(<PhoneReminders offer={false} />)
    expect(await screen.findByRole('button', { name: 'Stop' })).toBeInTheDocument()
  })

  it('shows push already on with Stop, and keeps "Not now" on the device', async () => {
    const browser = installFakePushBrowser({ permission: 'granted' })
    browser.subscribeNow()
    const { unmount } = render(<PhoneReminders offer />)
    expect(await screen.findByRole('button', { name: 'Stop' })).toBeInTheDocument()
    unmount()

    await browser.subscription()?.unsubscribe()
    const user = userEvent.setup()
    const again = render(<PhoneReminders offer />)
    await user.click(await screen.findByRole('button', { name: 'Not now' }))
    expect(screen.queryByRole('button')).toBeNull()
    again.unmount()
    render(<PhoneReminders offer />)
    // nothing comes back on a later visit
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('button')).toBeNull()
    expect(browser.requests).toEqual([])
  })
})
