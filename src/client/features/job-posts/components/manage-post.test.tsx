import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { renderWithProviders } from '../../../testing/render-with-providers.tsx'
import { resetLinkTokensForTests } from '../hooks/use-link-token.ts'
import { dayFromToday, fakeApi, makeManageAnswer } from '../testing/post-fixtures.ts'
import { ManagePost } from './manage-post.tsx'

beforeEach(() => {
  resetLinkTokensForTests()
  sessionStorage.clear()
  history.replaceState(null, '', '/post-a-job/manage#token=man-1')
})
afterEach(() => {
  vi.unstubAllGlobals()
  history.replaceState(null, '', '/')
})

function serve(answers: Record<string, () => Response>) {
  const api = fakeApi((path) => answers[path]?.() ?? Response.json({}, { status: 500 }))
  vi.stubGlobal('fetch', api.fetch)
  return api
}

describe('ManagePost', () => {
  it('shows the state, the tier and the live job, with the token kept for this tab only', async () => {
    const api = serve({ '/api/job-posts/manage': () => Response.json(makeManageAnswer()) })
    await renderWithProviders(<ManagePost />)
    expect(await screen.findByText('Live: job seekers can find it.')).toBeInTheDocument()
    expect(screen.getByText(/posted from an address at mazowecitrus.co.zw/)).toBeInTheDocument()
    // it is live already: nothing about what confirming would do
    expect(screen.queryByText(/as soon as you confirm/)).toBeNull()
    expect(screen.getByRole('link', { name: /See the job/ })).toHaveAttribute('href', '/job/job77')
    expect(location.hash).toBe('')
    expect(sessionStorage.getItem('job-post-manage-token')).toBe('man-1')
    expect(api.calls[0]).toEqual({
      path: '/api/job-posts/manage',
      method: 'POST',
      body: { token: 'man-1' },
    })
  })

  it('marks the job filled only after a confirm step', async () => {
    const api = serve({
      '/api/job-posts/manage': () => Response.json(makeManageAnswer()),
      '/api/job-posts/manage/filled': () => Response.json(makeManageAnswer({ filled: true })),
    })
    await renderWithProviders(<ManagePost />)
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as filled' }))
    expect(api.calls).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: 'Yes, mark it filled' }))
    expect(await screen.findByText(/Filled: the job is closed/)).toBeInTheDocument()
    expect(api.calls[1]).toMatchObject({
      path: '/api/job-posts/manage/filled',
      body: { token: 'man-1' },
    })
  })

  it('changes the closing date', async () => {
    const later = dayFromToday(40)
    const api = serve({
      '/api/job-posts/manage': () => Response.json(makeManageAnswer()),
      '/api/job-posts/manage/extend': () => Response.json(makeManageAnswer()),
    })
    await renderWithProviders(<ManagePost />)
    const input = await screen.findByLabelText('New closing date')
    await userEvent.clear(input)
    await userEvent.type(input, later)
    await userEvent.click(screen.getByRole('button', { name: 'Change closing date' }))
    await vi.waitFor(() => expect(api.calls).toHaveLength(2))
    expect(api.calls[1]).toMatchObject({
      path: '/api/job-posts/manage/extend',
      body: { token: 'man-1', closingDate: later },
    })
  })

  it('edits the post in its own form and shows what the server answered', async () => {
    const api = serve({
      '/api/job-posts/manage': () => Response.json(makeManageAnswer()),
      '/api/job-posts/manage/edit': () => Response.json(makeManageAnswer({ pending_review: true })),
    })
    await renderWithProviders(<ManagePost />)
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }))
    const form = screen.getByRole('form', { name: 'Edit your job' })
    const title = within(form).getByLabelText('Job title')
    expect(title).toHaveValue('Stores Clerk')
    expect(within(form).queryByLabelText('Your work email')).toBeNull()
    await userEvent.clear(title)
    await userEvent.type(title, 'Senior Stores Clerk')
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText(/latest changes wait for a check/)).toBeInTheDocument()
    expect(api.calls[1]).toMatchObject({
      path: '/api/job-posts/manage/edit',
      body: { token: 'man-1', post: { title: 'Senior Stores Clerk', pay: null } },
    })
  })

  it('sends a new private link and forgets this one', async () => {
    serve({
      '/api/job-posts/manage': () => Response.json(makeManageAnswer()),
      '/api/job-posts/manage/revoke': () => Response.json({ status: 'new-link-sent' }),
    })
    await renderWithProviders(<ManagePost />)
    await userEvent.click(await screen.findByRole('button', { name: 'Send me a new private link' }))
    expect(await screen.findByText(/The link you used stops working now/)).toBeInTheDocument()
    expect(sessionStorage.getItem('job-post-manage-token')).toBeNull()
  })

  it('says an unknown link is not valid', async () => {
    serve({
      '/api/job-posts/manage': () =>
        Response.json({ error: { code: 'invalid_token', message: 'x' } }, { status: 404 }),
    })
    await renderWithProviders(<ManagePost />)
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid any more')
  })
})
