import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { ApiJob } from '#shared/job.ts'

import { renderWithProviders } from '../../../testing/render-with-providers.tsx'
import { POST_DRAFT_KEY } from '../hooks/use-post-draft.ts'
import { fakeApi, makeDraft, makePreviewAnswer } from '../testing/post-fixtures.ts'
import { PostJobPage, type BotCheck, type PostPageConfig } from './post-job-page.tsx'

const ON: PostPageConfig = { enabled: true, needsBotCheck: false }
// The route draws the real page and card (routes/post-a-job.index.tsx); here, what it was given.
const renderJob = (job: ApiJob) => (
  <div data-testid="previewed">
    {job.title} at {job.company}
    {job.caution && <span> caution: {job.caution}</span>}
  </div>
)

function renderPage(config = ON, botCheck: BotCheck = () => null) {
  return renderWithProviders(
    <PostJobPage config={config} botCheck={botCheck} renderJob={renderJob} />,
  )
}

function keep(draft = makeDraft()) {
  localStorage.setItem(POST_DRAFT_KEY, JSON.stringify(draft))
}

const saved = () => JSON.parse(localStorage.getItem(POST_DRAFT_KEY) ?? 'null') as unknown

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('PostJobPage', () => {
  it('says posting is not set up, with no form, when the site has no mail', async () => {
    await renderPage({ enabled: false, needsBotCheck: false })
    expect(screen.getByRole('status')).toHaveTextContent('Posting jobs is not set up on this site')
    expect(screen.queryByRole('form')).toBeNull()
  })

  it('has every field labelled', async () => {
    await renderPage()
    for (const label of [
      'Job title',
      'Organisation',
      'Organisation website',
      'Town',
      'Type',
      'Kind of work',
      'Closing date',
      'Reference to quote',
      'Documents to send',
      'Description',
      'Your work email',
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Pay' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'How to apply' })).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'Remote' })).toBeInTheDocument()
    await userEvent.click(screen.getByLabelText('We are a recruitment agency'))
    expect(screen.getByLabelText('Employment agency licence number')).toBeInTheDocument()
  })

  it('shows each error beside its field, linked to it, and focuses the first; nothing is sent', async () => {
    const api = fakeApi(() => Response.json({}))
    vi.stubGlobal('fetch', api.fetch)
    await renderPage()
    await userEvent.type(screen.getByLabelText('Organisation'), 'Mazowe Citrus')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    const title = screen.getByLabelText('Job title')
    expect(title).toHaveAttribute('aria-invalid', 'true')
    expect(title).toHaveAccessibleDescription('Job title is required.')
    expect(title).toHaveFocus()
    expect(screen.getByLabelText('Organisation')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText('Closing date')).toHaveAccessibleDescription(
      /Closing date is required/,
    )
    expect(screen.getByLabelText('Your work email')).toHaveAccessibleDescription(
      /Your work email is required/,
    )
    expect(api.calls).toEqual([])
    // nothing typed is lost
    expect(screen.getByLabelText('Organisation')).toHaveValue('Mazowe Citrus')
  })

  it('refuses a closing date in the past and a way to apply that is no number', async () => {
    keep(makeDraft({ closingDate: '2020-01-01', methods: [{ kind: 'phone', value: '12' }] }))
    await renderPage()
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByLabelText('Closing date')).toHaveAccessibleDescription(
      /Closing date must be today or later/,
    )
    expect(screen.getByRole('textbox', { name: /Way 1/ })).toHaveAccessibleDescription(
      'Enter a phone number such as 0772 123 456.',
    )
  })

  it('keeps the draft from every change and restores it when the page is opened again', async () => {
    const first = await renderPage()
    await userEvent.type(screen.getByLabelText('Job title'), 'Driver')
    await userEvent.selectOptions(screen.getByLabelText('Town'), 'mutare')
    expect(saved()).toMatchObject({ title: 'Driver', town: 'mutare' })
    first.unmount()
    await renderPage()
    expect(screen.getByLabelText('Job title')).toHaveValue('Driver')
    expect(screen.getByLabelText('Town')).toHaveValue('mutare')
  })

  it('previews through the server: the page it will have, its warning and why', async () => {
    keep()
    const answer = makePreviewAnswer({
      tier: 'not-verified',
      holds: ['scam-rules'],
      reasons: ['It asks applicants to pay: "pay a registration fee of $20"'],
    })
    answer.job.caution = 'asks-for-payment'
    const api = fakeApi(() => Response.json(answer))
    vi.stubGlobal('fetch', api.fetch)
    await renderPage()
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }))
    expect(await screen.findByTestId('previewed')).toHaveTextContent(
      'Stores Clerk at Mazowe Citrus Estates caution: asks-for-payment',
    )
    expect(screen.getByText(/It asks applicants to pay/)).toBeInTheDocument()
    expect(screen.getByText(/Not verified:/)).toBeInTheDocument()
    expect(api.calls[0]).toMatchObject({
      path: '/api/job-posts/preview',
      method: 'POST',
      body: {
        title: 'Stores Clerk',
        town: 'bindura',
        pay: { min: 400, max: 550, currency: 'USD', period: 'month' },
        howToApply: {
          methods: [{ kind: 'email', value: 'hr@mazowecitrus.co.zw' }],
          reference: 'SC-12',
          documents: ['CV', 'Certified copies of certificates'],
        },
        workEmail: 'tendai@mazowecitrus.co.zw',
      },
    })
  })

  it('names the verified domain', async () => {
    keep()
    vi.stubGlobal('fetch', fakeApi(() => Response.json(makePreviewAnswer())).fetch)
    await renderPage()
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }))
    expect(
      await screen.findByText('Verified employer: posted from an address at mazowecitrus.co.zw.'),
    ).toBeInTheDocument()
  })

  it('previews on the device when offline, and says the checks run when sent', async () => {
    keep(makeDraft({ payNotStated: true }))
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    await renderPage()
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }))
    expect(await screen.findByTestId('previewed')).toHaveTextContent(
      'Stores Clerk at Mazowe Citrus Estates',
    )
    expect(screen.getByText(/checks .* run when you send the job/)).toBeInTheDocument()
  })

  it("shows a server's 400 beside the field it names", async () => {
    keep()
    const refusal = {
      error: {
        code: 'invalid_field',
        message: 'howToApply needs at least one way to apply',
        parameter: 'howToApply.methods',
      },
    }
    vi.stubGlobal('fetch', fakeApi(() => Response.json(refusal, { status: 400 })).fetch)
    await renderPage()
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    const group = await screen.findByRole('group', { name: 'How to apply' })
    await waitFor(() => expect(group).toHaveFocus())
    expect(group).toHaveAccessibleDescription('How to apply needs at least one way to apply.')
    expect(saved()).toMatchObject({ title: 'Stores Clerk' })
  })

  it('sends with the bot check, then says to check the email and forgets the draft', async () => {
    keep()
    const api = fakeApi(() => Response.json({ status: 'confirmation-sent' }, { status: 202 }))
    vi.stubGlobal('fetch', api.fetch)
    let pass: ((token: string) => void) | null = null
    await renderPage({ enabled: true, needsBotCheck: true }, ({ onToken }) => {
      pass = onToken
      return <p>bot check</p>
    })
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByRole('alert')).toHaveTextContent('complete the check')
    expect(api.calls).toEqual([])
    act(() => pass?.('good-token'))
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument()
    expect(screen.getByText('tendai@mazowecitrus.co.zw')).toBeInTheDocument()
    expect(api.calls[0]).toMatchObject({
      path: '/api/job-posts',
      body: { workEmail: 'tendai@mazowecitrus.co.zw', 'cf-turnstile-response': 'good-token' },
    })
    expect(saved()).toBeNull()
  })

  it('says when to try again after a 429, and keeps the draft', async () => {
    keep()
    const busy = { error: { code: 'rate_limited', message: 'Too many requests' } }
    vi.stubGlobal(
      'fetch',
      fakeApi(() => Response.json(busy, { status: 429, headers: { 'Retry-After': '60' } })).fetch,
    )
    await renderPage()
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 60 seconds')
    expect(saved()).toMatchObject({ title: 'Stores Clerk' })
  })

  it('says it is not set up when the server answers 503 job_posts_unavailable', async () => {
    keep()
    const off = { error: { code: 'job_posts_unavailable', message: 'No mail' } }
    vi.stubGlobal('fetch', fakeApi(() => Response.json(off, { status: 503 })).fetch)
    await renderPage()
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('not set up on this site')
  })
})
