import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { renderWithProviders } from '../../../testing/render-with-providers.tsx'
import { resetLinkTokensForTests } from '../hooks/use-link-token.ts'
import { fakeApi } from '../testing/post-fixtures.ts'
import { ConfirmPost } from './confirm-post.tsx'

function openLink(hash: string) {
  history.replaceState(null, '', `/post-a-job/confirm${hash}`)
}

beforeEach(() => resetLinkTokensForTests())
afterEach(() => {
  vi.unstubAllGlobals()
  history.replaceState(null, '', '/')
})

describe('ConfirmPost', () => {
  it('reads the token from the fragment, takes it out of the address and publishes on a tap', async () => {
    openLink('#token=tok-123')
    const api = fakeApi(() => Response.json({ status: 'live', job_id: 'job9', reasons: [] }))
    vi.stubGlobal('fetch', api.fetch)
    await renderWithProviders(<ConfirmPost />)
    expect(location.hash).toBe('')
    // opening the link changes nothing
    expect(api.calls).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Publish my job' }))
    expect(await screen.findByRole('heading', { name: 'Your job is live' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See your job' })).toHaveAttribute('href', '/job/job9')
    expect(api.calls).toEqual([
      { path: '/api/job-posts/confirm', method: 'POST', body: { token: 'tok-123' } },
    ])
  })

  it('says a held post waits for review, and why', async () => {
    openLink('#token=tok-1')
    const reasons = [
      'Sent from gmail.com, a free email provider: an operator checks it before it goes live',
    ]
    vi.stubGlobal(
      'fetch',
      fakeApi(() => Response.json({ status: 'review', job_id: null, reasons })).fetch,
    )
    await renderWithProviders(<ConfirmPost />)
    await userEvent.click(screen.getByRole('button', { name: 'Publish my job' }))
    expect(await screen.findByRole('heading', { name: 'Waiting for review' })).toBeInTheDocument()
    expect(screen.getByText(reasons[0]!)).toBeInTheDocument()
  })

  it('says so in plain words when the link is no longer valid', async () => {
    openLink('#token=old')
    const refusal = { error: { code: 'invalid_token', message: 'Unknown token' } }
    vi.stubGlobal('fetch', fakeApi(() => Response.json(refusal, { status: 404 })).fetch)
    await renderWithProviders(<ConfirmPost />)
    await userEvent.click(screen.getByRole('button', { name: 'Publish my job' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid any more')
  })

  it('asks for the link when the page is opened without one', async () => {
    openLink('')
    await renderWithProviders(<ConfirmPost />)
    expect(screen.getByRole('alert')).toHaveTextContent('needs the link from your email')
  })

  it('reads a link opened in the tab that already shows the page (only the fragment changes)', async () => {
    openLink('')
    const api = fakeApi(() => Response.json({ status: 'live', job_id: 'job3', reasons: [] }))
    vi.stubGlobal('fetch', api.fetch)
    await renderWithProviders(<ConfirmPost />)
    expect(screen.getByRole('alert')).toHaveTextContent('needs the link from your email')
    await act(async () => {
      history.replaceState(null, '', '/post-a-job/confirm#token=tok-late')
      dispatchEvent(new HashChangeEvent('hashchange'))
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Publish my job' }))
    expect(await screen.findByRole('heading', { name: 'Your job is live' })).toBeInTheDocument()
    expect(api.calls.at(-1)?.body).toEqual({ token: 'tok-late' })
    expect(location.hash).toBe('')
  })
})
