import { onlineManager, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CONTACT_LIMITS } from '#shared/schemas/forms.ts'

import { ToastHost } from '../../../components/toast-host.tsx'
import { toast } from '../../../lib/toast.ts'
import { createTestQueryClient } from '../../../testing/render-with-providers.tsx'
import { installTurnstileStandIn, renderedWidget, serveForms } from '../testing/form-stand-ins.ts'
import { ContactForm } from './contact-form.tsx'
import { NewsletterForm } from './newsletter-form.tsx'

const pass = () => act(() => renderedWidget()?.callback?.('good-token'))

let posts: { url: string; body: Record<string, string> }[] = []
function serve(answer: () => Response | Promise<Response>) {
  posts = serveForms(answer)
}

function renderForm(ui = <ContactForm />) {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      {ui}
      <ToastHost />
    </QueryClientProvider>,
  )
}

async function fillContact() {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Name'), 'Rudo Moyo')
  await user.type(screen.getByLabelText('Email'), 'rudo@example.com')
  await user.type(screen.getByLabelText('Subject'), 'Listing question')
  await user.type(screen.getByLabelText('Message'), 'Is the agronomist job open?')
  return user
}

beforeEach(() => {
  installTurnstileStandIn()
  serve(() => Response.json({ ok: true }, { status: 201 }))
})
afterEach(async () => {
  // Let the toasts of this test finish leaving inside act, so no update lands in the next test.
  await act(async () => {
    toast.dismiss()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  vi.unstubAllGlobals()
})

describe('ContactForm', () => {
  it('keeps Send disabled until the verification passes, then sends the documented body with the token', async () => {
    renderForm()
    const user = await fillContact()
    const send = screen.getByRole('button', { name: 'Send Message' })
    expect(send).toBeDisabled()
    await vi.waitFor(() => expect(renderedWidget()).not.toBeNull())
    await pass()
    expect(send).toBeEnabled()
    await user.click(send)
    expect(await screen.findByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument()
    expect(
      await screen.findByText("Thank you for contacting us. We'll get back to you soon.", {
        selector: '[data-description]',
      }),
    ).toBeInTheDocument()
    expect(posts).toEqual([
      {
        url: '/api/contact',
        body: {
          name: 'Rudo Moyo',
          email: 'rudo@example.com',
          subject: 'Listing question',
          message: 'Is the agronomist job open?',
          _replyto: 'rudo@example.com',
          _subject: 'Contact Form: Listing question',
          'cf-turnstile-response': 'good-token',
        },
      },
    ])
    await user.click(screen.getByRole('button', { name: 'Send Another Message' }))
    expect(screen.getByLabelText('Name')).toHaveValue('')
    expect(localStorage.getItem('draft:contact')).toBeNull()
  })

  it('says "Missing Information" when a field is empty', async () => {
    renderForm()
    await vi.waitFor(() => expect(renderedWidget()).not.toBeNull())
    await pass()
    await userEvent.type(screen.getByLabelText('Name'), 'Rudo')
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Missing Information')).toBeInTheDocument()
    expect(screen.getByText('Please fill in all fields.')).toBeInTheDocument()
    expect(posts).toHaveLength(0)
  })

  it('points out a field the server would refuse, before sending anything', async () => {
    renderForm()
    await vi.waitFor(() => expect(renderedWidget()).not.toBeNull())
    await pass()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Name'), 'Rudo Moyo')
    await user.type(screen.getByLabelText('Email'), 'rudo@example')
    await user.type(screen.getByLabelText('Subject'), 'Listing question')
    await user.type(screen.getByLabelText('Message'), 'Is the agronomist job open?')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Please Check the Form')).toBeInTheDocument()
    expect(
      screen.getByText('Email must be an email address such as name@example.com.'),
    ).toBeInTheDocument()
    expect(posts).toHaveLength(0)
  })

  it('takes its input limits from the shared form schema', () => {
    renderForm()
    expect(
      ['Name', 'Email', 'Subject', 'Message'].map((label) =>
        screen.getByLabelText(label).getAttribute('maxLength'),
      ),
    ).toEqual([
      String(CONTACT_LIMITS.name),
      String(CONTACT_LIMITS.email),
      String(CONTACT_LIMITS.subject),
      String(CONTACT_LIMITS.message),
    ])
  })

  it('clears the token when the verification expires, and reports a widget error', async () => {
    renderForm()
    await fillContact()
    await vi.waitFor(() => expect(renderedWidget()).not.toBeNull())
    await pass()
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    await act(() => renderedWidget()?.['expired-callback']?.())
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled()
    await act(() => renderedWidget()?.['error-callback']?.('110200'))
    expect(await screen.findByText('Verification Error')).toBeInTheDocument()
    expect(
      screen.getByText('Failed to verify you are human. Please try again.'),
    ).toBeInTheDocument()
  })

  it('shows the failure message with the support address when sending fails, and keeps the text', async () => {
    serve(() =>
      Response.json({ error: { code: 'verification_failed', message: 'no' } }, { status: 403 }),
    )
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderForm()
    const user = await fillContact()
    await vi.waitFor(() => expect(renderedWidget()).not.toBeNull())
    await pass()
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Error')).toBeInTheDocument()
    expect(
      screen.getByText(
        'Failed to send message. Please try again or email us directly at help@jobszw.example',
      ),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Message')).toHaveValue('Is the agronomist job open?')
    // The token was used up: a fresh challenge is needed before the next try.
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled()
  })

  it('keeps the draft when the network is down, and after a reload', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')))
    const { unmount } = renderForm()
    const user = await fillContact()
    await vi.waitFor(() => expect(renderedWidget()).not.toBeNull())
    await pass()
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText("You're offline")).toBeInTheDocument()
    unmount()
    renderForm()
    expect(screen.getByLabelText('Message')).toHaveValue('Is the agronomist job open?')
    expect(screen.getByLabelText('Name')).toHaveValue('Rudo Moyo')
  })
})

describe('NewsletterForm', () => {
  it('says "Email Required" for an empty address and subscribes with the documented body', async () => {
    renderForm(<NewsletterForm />)
    await vi.waitFor(() => expect(renderedWidget()).not.toBeNull())
    await pass()
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Email Required')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Email address'), 'tendai@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Successfully Subscribed!')).toBeInTheDocument()
    expect(await screen.findByText("You've been subscribed to our newsletter.")).toBeInTheDocument()
    expect(posts[0]?.body).toMatchObject({
      email: 'tendai@example.com',
      subject: 'Newsletter Subscription',
      _replyto: 'tendai@example.com',
      'cf-turnstile-response': 'good-token',
    })
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Another Email' }))
    expect(screen.getByLabelText('Email address')).toHaveValue('')
  })

  it('points out an address the server would refuse, before sending it', async () => {
    renderForm(<NewsletterForm />)
    await vi.waitFor(() => expect(renderedWidget()).not.toBeNull())
    await pass()
    await userEvent.type(screen.getByLabelText('Email address'), 'tendai at example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Please Check the Form')).toBeInTheDocument()
    expect(posts).toHaveLength(0)
  })

  it('says "Subscription Failed" when the server refuses', async () => {
    serve(() => new Response('nope', { status: 500 }))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderForm(<NewsletterForm />)
    await userEvent.type(screen.getByLabelText('Email address'), 'tendai@example.com')
    await vi.waitFor(() => expect(renderedWidget()).not.toBeNull())
    await pass()
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument()
    expect(screen.getByText('Unable to subscribe. Please try again later.')).toBeInTheDocument()
  })

  it('is not offered offline, where it could be neither checked nor sent', async () => {
    onlineManager.setOnline(false)
    try {
      renderForm(<NewsletterForm />)
      expect(screen.queryByLabelText('Email address')).toBeNull()
      expect(screen.queryByRole('heading', { name: 'Get career tips by email' })).toBeNull()
      act(() => onlineManager.setOnline(true))
      expect(screen.getByLabelText('Email address')).toBeVisible()
    } finally {
      onlineManager.setOnline(true)
    }
  })
})
