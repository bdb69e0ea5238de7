import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import type { HowToApply } from '#shared/how-to-apply/how-to-apply.ts'
import type { ApiJob } from '#shared/job.ts'

import { ToastHost } from '../../../components/toast-host.tsx'
import { toast } from '../../../lib/toast.ts'
import { startEachTestOnAnEmptyDevice } from '../../../testing/empty-device.ts'
import { makeApiJob } from '../../../testing/job-fixtures.ts'
import { renderWithProviders } from '../../../testing/render-with-providers.tsx'
import { toJobView } from '../lib/job-view.ts'
import { HowToApplyBox } from './how-to-apply-box.tsx'

startEachTestOnAnEmptyDevice()

afterEach(() => {
  // the toast queue is module state; clear it so one test's toast cannot satisfy the next.
  act(() => toast.dismiss())
})

async function renderBox(job: ApiJob) {
  const result = await renderWithProviders(
    <>
      <HowToApplyBox job={toJobView(job)} />
      <ToastHost />
    </>,
  )
  return { ...result, user: userEvent.setup() }
}

const ACME: HowToApply = {
  methods: [
    { kind: 'email', value: 'hr@acme.example' },
    { kind: 'whatsapp', value: '+263772123456' },
    { kind: 'phone', value: '+263242700000' },
    { kind: 'in-person', value: '5th Floor, Karigamombe Centre, Harare' },
  ],
  reference: 'ACC/01',
  documents: ['CV', 'Certified copy of national ID'],
}

describe('HowToApplyBox', () => {
  it('offers each way to apply as a real link, with the reference and the advert’s words', async () => {
    const { container } = await renderBox(
      makeApiJob({
        title: 'Accounts Clerk',
        job_link: null,
        how_to_apply: ACME,
        apply_instructions: 'Email your CV to hr@acme.example quoting ACC/01. Office hours 8-4.',
      }),
    )
    expect(screen.getByRole('heading', { level: 2, name: 'How to apply' })).toBeVisible()
    expect(screen.getByText('Quote reference:')).toHaveTextContent('Quote reference: ACC/01')
    const email = screen.getByRole('link', { name: 'Email your application' })
    expect(email).toHaveAttribute('href', 'mailto:hr@acme.example?subject=ACC%2F01')
    // the first way is the one to take
    expect(email).toHaveClass('button--primary')
    expect(email.closest('li')).toHaveTextContent('hr@acme.example')
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp' })
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/263772123456\?text=/)
    expect(whatsapp).toHaveAttribute('target', '_blank')
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer')
    expect(whatsapp.closest('li')).toHaveTextContent('0772 123 456')
    const call = screen.getByRole('link', { name: 'Call' })
    expect(call).toHaveAttribute('href', 'tel:+263242700000')
    expect(call).not.toHaveAttribute('target')
    expect(call.closest('li')).toHaveTextContent('0242 700 000')
    const place = screen.getByText('5th Floor, Karigamombe Centre, Harare')
    expect(place.closest('li')).toHaveTextContent(/^Deliver by hand to 5th Floor/)
    expect(screen.getAllByRole('checkbox')).toHaveLength(2)
    // the advert's own words come last, as they were written
    const words = screen.getByText(/Office hours 8-4\./)
    expect(words).toBe(container.querySelector('div > p:last-child'))
    expect(within(words).queryByRole('link')).toBeNull()
  })

  it('copies an address to deliver to, and says so', async () => {
    const { user } = await renderBox(makeApiJob({ how_to_apply: ACME }))
    await user.click(screen.getByRole('button', { name: 'Copy the address' }))
    expect(await navigator.clipboard.readText()).toBe('5th Floor, Karigamombe Centre, Harare')
    expect(await screen.findByText('Address copied')).toBeInTheDocument()
  })

  it("keeps the source's link as the one action for a job without the data", async () => {
    await renderBox(
      makeApiJob({
        job_link: 'https://careers.acme.example/jobs/7',
        how_to_apply: null,
        apply_instructions: 'Send your CV to hr@acme.example',
      }),
    )
    const apply = screen.getByRole('link', { name: "Apply on the employer's site" })
    expect(apply).toHaveAttribute('href', 'https://careers.acme.example/jobs/7')
    expect(apply).toHaveAttribute('target', '_blank')
    // the words are shown as they are: no address in them is made a link any more
    expect(screen.getByText('Send your CV to hr@acme.example')).toBeVisible()
    expect(screen.getAllByRole('link')).toHaveLength(1)
  })

  it('shows nothing for a job with no way to apply at all', async () => {
    const { container } = await renderBox(
      makeApiJob({ job_link: null, how_to_apply: null, apply_instructions: null }),
    )
    expect(container.querySelector('h2')).toBeNull()
  })

  it('never makes a hostile value a link, and shows no more of a huge list than allowed', async () => {
    const hostile: HowToApply = {
      methods: [
        { kind: 'link', value: 'javascript:alert(1)' },
        { kind: 'link', value: 'JaVaScRiPt:alert(1)' },
        { kind: 'link', value: 'https://acme.example@evil.example/' },
        { kind: 'email', value: 'hr@acme.example?cc=spy@evil.example' },
        { kind: 'email', value: 'a?cc=spy@evil.example' },
        { kind: 'whatsapp', value: 'javascript:alert(1)' },
        { kind: 'phone', value: '+263772123456;ext=1' },
        { kind: 'in-person', value: 'javascript:alert(1)' },
        ...Array.from({ length: 2000 }, (_, index) => ({
          kind: 'link' as const,
          value: `https://acme.example/${index}`,
        })),
      ],
      reference: 'Ref 1\r\nBcc: spy@evil.example',
      documents: Array.from({ length: 2000 }, (_, index) => `Document ${index}`),
    }
    const { container } = await renderBox(makeApiJob({ job_link: null, how_to_apply: hostile }))
    const hrefs = [...container.querySelectorAll('[href]')].map((link) => link.getAttribute('href'))
    for (const href of hrefs) expect(href).toMatch(/^(https:\/\/acme\.example\/\d+$|mailto:)/)
    // the only mail goes to the address the value names, with the subject alone after it
    const mail = hrefs.filter((href) => href?.startsWith('mailto:'))
    expect(mail).toEqual([
      'mailto:a%3Fcc%3Dspy@evil.example?subject=Ref%201%20Bcc%3A%20spy%40evil.example',
    ])
    // ten methods at most: two of the first ten were links, the rest were refused
    expect(screen.getAllByRole('link')).toHaveLength(3)
    expect(screen.getAllByRole('checkbox')).toHaveLength(15)
    // an address is only ever text
    expect(screen.getByText('javascript:alert(1)').closest('a')).toBeNull()
  })
})
