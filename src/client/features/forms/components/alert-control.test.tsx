import { onlineManager } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { PublicConfig } from '#shared/schemas/config.ts'

import { ToastHost } from '../../../components/toast-host.tsx'
import { toast } from '../../../lib/toast.ts'
import {
  installFakePushBrowser,
  removeFakePushBrowserAfterEach,
} from '../../../testing/fake-push-browser.ts'
import { renderWithProviders } from '../../../testing/render-with-providers.tsx'
import {
  installTurnstileStandIn,
  passBotCheck,
  TEST_FORM_CONFIG,
  turnstileStandIn,
} from '../testing/form-stand-ins.ts'
import { AlertControl } from './alert-control.tsx'

// Counts the loads of the panel's module: it must come only when the reader opens the panel.
const panelModule = vi.hoisted(() => ({ loads: 0 }))
vi.mock('./alert-panel.tsx', async (importOriginal) => {
  panelModule.loads++
  return importOriginal()
})

const TOGGLE = 'Email me new jobs like these'
const PHONE_TOGGLE = 'Notify me of new jobs like these'
const SEARCH = '?q=driver&location=bulawayo,harare&type=full-time&pay=shown&posted=7&sort=newest'

let config: PublicConfig

let posts: { url: string; body: unknown }[] = []
/** The config, and `answer` for POST /api/alerts. */
function serve(answer: () => Response | Promise<Response>) {
  posts = []
  // The fake push browser's, when a test installed it (pushBrowser below): /api/push is its.
  const pushFetch = fetch
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/config') return Response.json(config)
      if (url.startsWith('/api/push')) return pushFetch(url, init)
      posts.push({ url, body: JSON.parse(String(init?.body)) })
      return answer()
    }),
  )
}

const created = () => Response.json({ status: 'confirmation-sent' }, { status: 202 })

/** A browser with push (fake-push-browser.ts), beside the config and the alerts' answers. */
function pushBrowser(options?: Parameters<typeof installFakePushBrowser>[0]) {
  const browser = installFakePushBrowser(options)
  serve(created)
  return browser
}

/** The control on a list page whose address holds `search`, as the list routes put it. */
async function renderList(path = `/jobs/all${SEARCH}`) {
  return renderWithProviders(
    <>
      <AlertControl />
      <ToastHost />
    </>,
    { path },
  )
}

/** Opens the panel and fills in the address; the bot check is left to the test. */
async function openAndType(email = 'rudo@example.com') {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: TOGGLE }))
  await user.type(await screen.findByLabelText('Email'), email)
  return user
}

beforeEach(() => {
  config = { ...TEST_FORM_CONFIG, alerts: { enabled: true, push: false } }
  onlineManager.setOnline(true)
  installTurnstileStandIn()
  turnstileStandIn.render.mockClear()
  serve(created)
})
removeFakePushBrowserAfterEach()
afterEach(async () => {
  onlineManager.setOnline(true)
  // Let the toasts of this test finish leaving inside act, so no update lands in the next test.
  await act(async () => {
    toast.dismiss()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  vi.unstubAllGlobals()
})

describe('Email me new jobs like these', () => {
  it('fetches the panel only when the reader opens it, and keeps it when closed', async () => {
    await renderList()
    const toggle = await screen.findByRole('button', { name: TOGGLE })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).not.toHaveAttribute('aria-controls')
    expect(panelModule.loads).toBe(0)
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    // The first opening waits on the panel's module, which a cold test run compiles first.
    const panel = await screen.findByRole('region', { name: 'Email alert' }, { timeout: 5000 })
    expect(panel).toBeVisible()
    expect(toggle).toHaveAttribute('aria-controls', panel.id)
    expect(panelModule.loads).toBe(1)
    // Closed, it keeps what was typed for the next opening.
    await userEvent.type(await screen.findByLabelText('Email'), 'rudo@')
    await userEvent.click(toggle)
    expect(screen.queryByRole('region', { name: 'Email alert' })).toBeNull()
    await userEvent.click(toggle)
    expect(screen.getByLabelText('Email')).toHaveValue('rudo@')
  })

  it("sends the list's search and filters with the email and frequency, then asks to confirm", async () => {
    await renderList()
    const user = await openAndType()
    expect(
      screen.getByText(
        "You'll get new driver jobs in Bulawayo or Harare, full-time, with pay shown.",
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Daily' })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: 'Weekly' }))
    const create = screen.getByRole('button', { name: 'Create alert' })
    expect(create).toBeDisabled()
    await passBotCheck()
    await user.click(create)

    const confirmation = await screen.findByText(
      'Check your inbox: we sent a link to confirm. Nothing else is sent until you confirm.',
    )
    expect(confirmation.closest('[role="status"]')).toHaveFocus()
    // The posting date and the sort say nothing about which new jobs to send.
    expect(posts).toEqual([
      {
        url: '/api/alerts',
        body: {
          email: 'rudo@example.com',
          q: 'driver',
          location: ['bulawayo', 'harare'],
          type: ['full-time'],
          pay: 'shown',
          frequency: 'weekly',
          'cf-turnstile-response': 'good-token',
        },
      },
    ])
    expect(
      await screen.findByText(
        'We sent a link to confirm. Nothing else is sent until you confirm.',
        {
          selector: '[data-description]',
        },
      ),
    ).toBeInTheDocument()
    expect(localStorage.getItem('draft:alert')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Create another alert' }))
    expect(screen.getByLabelText('Email')).toHaveValue('')
    expect(screen.getByLabelText('Email')).toHaveFocus()
  })

  it('says what an alert of every job covers, and sends no search', async () => {
    config.turnstile = null
    await renderList('/')
    const user = await openAndType()
    expect(screen.getByText("You'll get every new job.")).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Create alert' }))
    await screen.findByText(/^Check your inbox: we sent a link/)
    expect(posts[0]?.body).toEqual({ email: 'rudo@example.com', frequency: 'daily' })
  })

  it("shows the server's refusal beside the field it names", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    serve(() =>
      Response.json(
        {
          error: {
            code: 'invalid_body',
            message: 'email must be an address that can receive mail',
            parameter: 'email',
          },
        },
        { status: 400 },
      ),
    )
    await renderList()
    const user = await openAndType()
    await passBotCheck()
    await user.click(screen.getByRole('button', { name: 'Create alert' }))
    const email = screen.getByLabelText('Email')
    const message = await screen.findByText('Email must be an address that can receive mail.', {
      selector: 'p',
    })
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAttribute('aria-describedby', message.id)
    expect(email).toHaveFocus()
    expect(email).toHaveValue('rudo@example.com')
    expect(await screen.findByText('Please Check the Form')).toBeInTheDocument()
  })

  it('points out an address the server would refuse, before sending it', async () => {
    await renderList()
    const user = await openAndType('rudo at example.com')
    await passBotCheck()
    await user.click(screen.getByRole('button', { name: 'Create alert' }))
    expect(
      await screen.findByText('Email must be an email address such as name@example.com.', {
        selector: 'p',
      }),
    ).toBeInTheDocument()
    expect(posts).toHaveLength(0)
  })

  it('says when too many alerts came from here', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    serve(() =>
      Response.json(
        { error: { code: 'rate_limited', message: 'Too many requests.' } },
        { status: 429, headers: { 'Retry-After': '600' } },
      ),
    )
    await renderList()
    const user = await openAndType()
    await passBotCheck()
    await user.click(screen.getByRole('button', { name: 'Create alert' }))
    expect(
      await screen.findByText('Too many alerts from here. Try again later.', { selector: 'p' }),
    ).toHaveFocus()
    expect(screen.getByLabelText('Email')).toHaveValue('rudo@example.com')
  })

  it('keeps what was typed when offline', async () => {
    config.turnstile = null
    serve(() => Promise.reject(new TypeError('Failed to fetch')))
    const { unmount } = await renderList()
    const user = await openAndType()
    await user.click(screen.getByRole('button', { name: 'Create alert' }))
    expect(await screen.findByRole('alert')).toHaveTextContent("You're offline")
    unmount()
    await renderList()
    await userEvent.click(await screen.findByRole('button', { name: TOGGLE }))
    expect(await screen.findByLabelText('Email')).toHaveValue('rudo@example.com')
  })

  it('says so too when the server answers that alerts are unavailable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    serve(() =>
      Response.json(
        { error: { code: 'alerts_unavailable', message: 'Alerts are not available.' } },
        { status: 503 },
      ),
    )
    await renderList()
    const user = await openAndType()
    await passBotCheck()
    await user.click(screen.getByRole('button', { name: 'Create alert' }))
    expect(await screen.findByText('Email alerts are not set up on this site.')).toBeVisible()
    expect(screen.queryByLabelText('Email')).toBeNull()
  })
})

/** Waits for the config the offer depends on to have come and been drawn. */
async function settled() {
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/config', expect.anything()))
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
}

describe('which alert a list offers', () => {
  it('offers the same alert on this phone after the email alert, where the site sends push alerts', async () => {
    config.turnstile = null
    config.alerts.push = true
    pushBrowser()
    await renderList()
    const user = await openAndType()
    await user.click(screen.getByRole('button', { name: 'Create alert' }))
    expect(await screen.findByText(/^Get these on this phone too\?/)).toBeVisible()
  })

  it('offers no phone alert after the email alert where the site sends none', async () => {
    config.turnstile = null
    pushBrowser()
    await renderList()
    const user = await openAndType()
    await user.click(screen.getByRole('button', { name: 'Create alert' }))
    await screen.findByText(/^Check your inbox: we sent a link/)
    expect(screen.queryByText(/on this phone/)).toBeNull()
  })

  it('offers no email form on a site without mail: the phone alert alone, where push works', async () => {
    config.alerts = { enabled: false, push: true }
    const browser = pushBrowser()
    await renderList()
    expect(screen.queryByRole('button', { name: TOGGLE })).toBeNull()
    await userEvent.click(await screen.findByRole('button', { name: PHONE_TOGGLE }))
    const panel = await screen.findByRole('region', { name: 'Phone alert' }, { timeout: 5000 })
    expect(panel).toHaveTextContent(
      "You'll get new driver jobs in Bulawayo or Harare, full-time, with pay shown.",
    )
    expect(screen.queryByLabelText('Email')).toBeNull()
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, on this phone' }))
    expect(await screen.findByText('New jobs like these come to this phone.')).toBeVisible()
    expect(browser.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/push/alerts',
      body: { q: 'driver', location: ['bulawayo', 'harare'], frequency: 'daily' },
    })
    expect(turnstileStandIn.render).not.toHaveBeenCalled()
  })

  it('offers nothing on a site without mail where this browser has no push, or blocks it', async () => {
    const loads = panelModule.loads
    config.alerts = { enabled: false, push: true }
    const { unmount } = await renderList()
    await settled()
    expect(screen.queryByRole('button')).toBeNull()
    unmount()
    pushBrowser({ permission: 'denied' })
    await renderList()
    await settled()
    expect(screen.queryByRole('button')).toBeNull()
    expect(panelModule.loads).toBe(loads)
  })

  it('offers nothing on a site that sends neither, nor with a config from before alerts', async () => {
    config.alerts = { enabled: false, push: false }
    pushBrowser()
    const { unmount } = await renderList()
    await settled()
    expect(screen.queryByRole('button')).toBeNull()
    unmount()
    Reflect.deleteProperty(config, 'alerts')
    await renderList()
    await settled()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('offers nothing offline, and does not fetch the panel; the offer comes back online', async () => {
    const loads = panelModule.loads
    config.alerts.push = true
    pushBrowser()
    await renderList()
    await screen.findByRole('button', { name: TOGGLE })
    act(() => onlineManager.setOnline(false))
    expect(screen.queryByRole('button', { name: TOGGLE })).toBeNull()
    expect(screen.queryByRole('button', { name: PHONE_TOGGLE })).toBeNull()
    expect(panelModule.loads).toBe(loads)
    act(() => onlineManager.setOnline(true))
    expect(screen.getByRole('button', { name: TOGGLE })).toBeVisible()
  })
})
