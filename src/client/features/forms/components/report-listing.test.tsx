import { onlineManager, QueryClientProvider } from '@tanstack/react-query'
import { IDBFactory } from 'fake-indexeddb'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ToastHost } from '../../../components/toast-host.tsx'
import { resetStorageForTests } from '../../../lib/storage.ts'
import { toast } from '../../../lib/toast.ts'
import { createTestQueryClient } from '../../../testing/render-with-providers.tsx'
import { installTurnstileStandIn, passBotCheck, serveForms } from '../testing/form-stand-ins.ts'
import { ReportListing, ReportListingLink } from './report-listing.tsx'

let posts: { url: string; body: Record<string, string> }[] = []
function serve(answer: () => Response) {
  posts = serveForms(answer)
}

function renderReport() {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ReportListingLink />
      <ReportListing jobId="abc123" />
      <ToastHost />
    </QueryClientProvider>,
  )
}

async function openAndChoose(reason: string) {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Report this listing' }))
  await user.click(screen.getByRole('radio', { name: reason }))
  await passBotCheck()
  return user
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory())
  resetStorageForTests()
  window.localStorage.clear()
  installTurnstileStandIn()
  serve(() => Response.json({ ok: true }, { status: 201 }))
})
afterEach(async () => {
  await act(async () => {
    toast.dismiss()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  vi.unstubAllGlobals()
})

describe('ReportListing', () => {
  it('sends the reason, details, a device id and the bot-check token, then thanks the reader', async () => {
    renderReport()
    const toggle = await screen.findByRole('button', { name: 'Report this listing' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const user = await openAndChoose('It asks for a fee or payment')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.type(screen.getByLabelText('Details (optional)'), 'Wants USD 20 on EcoCash')
    await user.click(screen.getByRole('button', { name: 'Send report' }))

    expect(await screen.findByText('Thank you for your report')).toBeInTheDocument()
    expect(posts).toHaveLength(1)
    expect(posts[0]?.body).toMatchObject({
      jobId: 'abc123',
      reason: 'asks-for-money',
      details: 'Wants USD 20 on EcoCash',
      'cf-turnstile-response': 'good-token',
    })
    expect(posts[0]?.body.reporterId).toMatch(/^[0-9a-f-]{36}$/)
    expect(screen.getByRole('status')).toHaveTextContent('You reported this listing')
  })

  it('remembers on this device that the job was reported', async () => {
    renderReport()
    const user = await openAndChoose('Something else')
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    await screen.findByText('You reported this listing. Thank you; we will look into it.')
    renderReport()
    await vi.waitFor(() =>
      expect(
        screen.getAllByText('You reported this listing. Thank you; we will look into it.'),
      ).toHaveLength(2),
    )
  })

  it("is opened by the link in the job page's warnings, which moves focus to it", async () => {
    renderReport()
    const toggle = await screen.findByRole('button', { name: 'Report this listing' })
    const link = screen.getByRole('link', { name: 'Report this advert' })
    expect(link).toHaveAttribute('href', '#report-listing')
    expect(toggle.closest('section')).toHaveAttribute('id', 'report-listing')
    await userEvent.click(link)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveFocus()
    expect(screen.getByRole('radio', { name: 'Something else' })).toBeVisible()
  })

  it('asks for a reason before sending anything', async () => {
    renderReport()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Report this listing' }))
    await passBotCheck()
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    expect(await screen.findByText('Choose a reason')).toBeInTheDocument()
    expect(posts).toHaveLength(0)
  })

  it('treats a second report of the same job as done, and shows other refusals', async () => {
    serve(() =>
      Response.json({ error: { code: 'already_reported', message: 'x' } }, { status: 409 }),
    )
    renderReport()
    let user = await openAndChoose('Something else')
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    expect(await screen.findByText('Already reported')).toBeInTheDocument()

    resetStorageForTests()
    vi.stubGlobal('indexedDB', new IDBFactory())
    installTurnstileStandIn()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    serve(() =>
      Response.json(
        { error: { code: 'rate_limited', message: 'Too many requests. Try again in 60 seconds.' } },
        { status: 429 },
      ),
    )
    document.body.innerHTML = ''
    renderReport()
    user = await openAndChoose('Something else')
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    expect(
      await screen.findByText('Too many requests. Try again in 60 seconds.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send report' })).toBeInTheDocument()
  })

  it('offline, says in one line that reporting waits for the connection, and keeps the choice', async () => {
    renderReport()
    await openAndChoose('Something else')
    act(() => onlineManager.setOnline(false))
    try {
      const line = screen.getByText('You can report this listing when you are back online.')
      expect(screen.queryByRole('button', { name: 'Report this listing' })).toBeNull()
      await userEvent.click(screen.getByRole('link', { name: 'Report this advert' }))
      expect(line).toHaveFocus()
      act(() => onlineManager.setOnline(true))
      expect(screen.getByRole('radio', { name: 'Something else' })).toBeChecked()
    } finally {
      onlineManager.setOnline(true)
    }
  })
})
