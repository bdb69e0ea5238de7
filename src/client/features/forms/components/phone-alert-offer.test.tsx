import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { startEachTestOnAnEmptyDevice } from '../../../testing/empty-device.ts'
import {
  installFakePushBrowser,
  removeFakePushBrowserAfterEach,
} from '../../../testing/fake-push-browser.ts'
import { PhoneAlertOffer } from './phone-alert-offer.tsx'

startEachTestOnAnEmptyDevice()
removeFakePushBrowserAfterEach()

const search = { q: 'driver', location: ['bulawayo'], category: [], type: [], pay: null }

describe('PhoneAlertOffer', () => {
  it('makes a push alert for the same search once the reader says yes, and stops it', async () => {
    const browser = installFakePushBrowser()
    const user = userEvent.setup()
    render(<PhoneAlertOffer search={search} frequency="weekly" email />)
    await screen.findByText(/Get these on this phone too\?/)
    expect(browser.requestPermission).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Yes, on this phone' }))
    expect(await screen.findByText(/New jobs like these come to this phone too/)).toBeVisible()
    expect(browser.requestPermission).toHaveBeenCalledTimes(1)
    expect(browser.requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/push/key',
      'PUT /api/push/subscription',
      'POST /api/push/alerts',
    ])
    expect(browser.requests[2]?.body).toEqual({
      endpoint: 'https://push.example/device-1',
      ...search,
      frequency: 'weekly',
    })

    await user.click(screen.getByRole('button', { name: 'Stop' }))
    expect(
      await screen.findByText('Stopped on this phone. The emails come until you unsubscribe.'),
    ).toBeVisible()
    expect(browser.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      url: `/api/push/alerts/7?endpoint=${encodeURIComponent('https://push.example/device-1')}`,
    })
    // the subscription stays: saved-job reminders may use it
    expect(browser.subscription()).not.toBeNull()
  })

  it('says in one line when this browser has no push, or notifications are blocked', async () => {
    const { unmount } = render(<PhoneAlertOffer search={search} frequency="daily" email />)
    expect(
      await screen.findByText('This browser cannot show alerts on this phone; they come by email.'),
    ).toBeVisible()
    unmount()
    installFakePushBrowser({ permission: 'denied' })
    render(<PhoneAlertOffer search={search} frequency="daily" email />)
    expect(
      await screen.findByText('Notifications are blocked for JobsZW, so these come by email only.'),
    ).toBeVisible()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('goes away on "No thanks"', async () => {
    installFakePushBrowser()
    const user = userEvent.setup()
    render(<PhoneAlertOffer search={search} frequency="daily" />)
    await user.click(await screen.findByRole('button', { name: 'No thanks' }))
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('speaks of the phone alone where no email alert comes with it', async () => {
    const browser = installFakePushBrowser()
    const user = userEvent.setup()
    const { unmount } = render(<PhoneAlertOffer search={search} frequency="daily" />)
    await user.click(await screen.findByRole('button', { name: 'Yes, on this phone' }))
    expect(screen.queryByText(/too/)).toBeNull()
    expect(await screen.findByText('New jobs like these come to this phone.')).toBeVisible()
    expect(browser.requests.at(-1)?.body).toMatchObject({ frequency: 'daily' })
    await user.click(screen.getByRole('button', { name: 'Stop' }))
    expect(await screen.findByText('Stopped on this phone.')).toBeVisible()
    unmount()
    installFakePushBrowser({ permission: 'denied' })
    render(<PhoneAlertOffer search={search} frequency="daily" />)
    expect(await screen.findByText('Notifications are blocked for JobsZW.')).toBeVisible()
  })
})
