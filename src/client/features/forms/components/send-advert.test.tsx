import { onlineManager, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ADVERT_NOTE_MAX } from '#shared/advert-check/pasted-limit.ts'

import { createTestQueryClient } from '../../../testing/render-with-providers.tsx'
import { installTurnstileStandIn, passBotCheck, serveForms } from '../testing/form-stand-ins.ts'
import { SendAdvert } from './send-advert.tsx'

let posts: { url: string; body: unknown }[] = []
function serve(answer: () => Response) {
  posts = serveForms(answer)
}

const ADVERT = 'NURSE AIDES wanted. Registration fee USD 20 by EcoCash to 0772 123 456.'

function renderForm() {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SendAdvert text={ADVERT} verdict="caution" />
    </QueryClientProvider>,
  )
}

async function openAndVerify() {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Send to the JobsZW team' }))
  await passBotCheck()
  return user
}

beforeEach(() => {
  installTurnstileStandIn()
  serve(() => Response.json({ ok: true }, { status: 201 }))
})
afterEach(() => {
  vi.unstubAllGlobals()
  onlineManager.setOnline(true)
})

describe('SendAdvert', () => {
  it('is a button that opens the form, and says the pasted text is kept only if sent', async () => {
    renderForm()
    const toggle = await screen.findByRole('button', { name: 'Send to the JobsZW team' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByLabelText('A note for the team (optional)')).not.toBeVisible()
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByLabelText('A note for the team (optional)')).toHaveAttribute(
      'maxLength',
      String(ADVERT_NOTE_MAX),
    )
    expect(screen.getByText(/Nothing you paste is kept unless you send it here\./)).toBeVisible()
  })

  it('waits for the bot check, then sends the text, the verdict, the note and the token', async () => {
    renderForm()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Send to the JobsZW team' }))
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled()
    await passBotCheck()
    await user.type(screen.getByLabelText('A note for the team (optional)'), ' Sent to me today ')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Sent to the JobsZW team. Thank you: the team looks at every advert sent.',
    )
    expect(posts).toEqual([
      {
        url: '/api/adverts/reports',
        body: {
          text: ADVERT,
          verdict: 'caution',
          note: 'Sent to me today',
          reporterId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
          'cf-turnstile-response': 'good-token',
        },
      },
    ])
  })

  it('sends no note as null', async () => {
    renderForm()
    const user = await openAndVerify()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await screen.findByRole('status')
    expect(posts[0]?.body).toMatchObject({ note: null })
  })

  it('says it is with the team when this phone sent the same text before (409)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    serve(() =>
      Response.json(
        { error: { code: 'already_sent', message: 'You have already sent this advert.' } },
        { status: 409 },
      ),
    )
    renderForm()
    const user = await openAndVerify()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Sent to the JobsZW team')
  })

  it("says why it was not sent, in the server's words, and keeps the form", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    serve(() =>
      Response.json(
        { error: { code: 'rate_limited', message: 'Too many requests. Try again in 60 seconds.' } },
        { status: 429, headers: { 'Retry-After': '60' } },
      ),
    )
    renderForm()
    const user = await openAndVerify()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not sent. Too many requests. Try again in 60 seconds.',
    )
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument()
  })

  it('is not offered offline, and says when it can be sent', async () => {
    renderForm()
    await screen.findByRole('button', { name: 'Send to the JobsZW team' })
    act(() => onlineManager.setOnline(false))
    expect(screen.queryByRole('button', { name: 'Send to the JobsZW team' })).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent(
      'You can send this advert to the JobsZW team when you are back online.',
    )
    act(() => onlineManager.setOnline(true))
    expect(screen.getByRole('button', { name: 'Send to the JobsZW team' })).toBeInTheDocument()
  })
})
