import { onlineManager } from '@tanstack/react-query'
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { AdvertCheck } from '#shared/advert-check/check-advert.ts'
import { makeListing, NOW } from '#shared/advert-check/testing/make-listing.ts'
import type { ApiJob } from '#shared/job.ts'

import { renderWithProviders } from '../../../testing/render-with-providers.tsx'
import { PHONE_CHECK_MISSING } from '../hooks/use-advert-check.ts'
import { KEEP_PHONE_CHECK_AFTER_MS, type loadPhoneCheck } from '../lib/load-phone-check.ts'
import { CheckAdvertPage, type AdvertToSend } from './check-advert-page.tsx'

// Counts the fetches of the phone's check, and can make it fail as a phone would offline when
// the worker does not keep it yet.
const phoneCheck = vi.hoisted(() => ({ loads: 0, missing: false }))
vi.mock('../lib/load-phone-check.ts', async (importOriginal) => {
  const actual = await importOriginal<{ loadPhoneCheck: typeof loadPhoneCheck }>()
  return {
    ...actual,
    loadPhoneCheck: () => {
      phoneCheck.loads++
      return phoneCheck.missing
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : actual.loadPhoneCheck()
    },
  }
})

const clerk = makeListing({
  job_id: 'clerk1',
  title: 'Accounts Clerk',
  company: 'Dzimbahwe Hardware Wholesalers (Pvt) Ltd',
  expiry_date: '2026-12-12',
  methods: [{ kind: 'email', value: 'jobs@dzimbahwe-hardware.example' }],
})
const REWORDED =
  'Dzimbahwe Hardware Wholesalers is hiring an ACCOUNTS CLERK in Gweru. CVs to jobs@dzimbahwe-hardware.example'
const FEE_ADVERT = `${REWORDED}\nPay a registration fee of USD 20 by EcoCash to 0772 123 456 to secure your place.`

const MATCH = {
  job_id: 'clerk1',
  title: 'Accounts Clerk',
  company: 'Dzimbahwe Hardware Wholesalers (Pvt) Ltd',
  expiry_date: '2026-12-12',
  differences: [],
}

let posts: unknown[] = []
function serve(respond: () => Response | Promise<Response>) {
  posts = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      posts.push(JSON.parse(String(init?.body)))
      return respond()
    }),
  )
}

async function renderPage(kept: ApiJob[] = [clerk]) {
  const sent: AdvertToSend[] = []
  const keptJobs = vi.fn(() => kept)
  await renderWithProviders(
    <CheckAdvertPage
      keptJobs={keptJobs}
      sendToTeam={(advert) => {
        sent.push(advert)
        return <p>Send form for a {advert.verdict} answer</p>
      }}
    />,
    { path: '/check' },
  )
  return { sent, keptJobs }
}

async function check(text: string) {
  const user = userEvent.setup()
  // pasting, not typing: the adverts are long
  fireEvent.change(screen.getByLabelText("Paste the advert's text or a link to it"), {
    target: { value: text },
  })
  await user.click(screen.getByRole('button', { name: 'Check' }))
  return user
}

/** Gives the browser's navigator a clipboard or share sheet for one test. */
const navigatorOwn = new Map<string, PropertyDescriptor | undefined>()
function setNavigator(name: 'clipboard' | 'share', value: unknown) {
  navigatorOwn.set(name, Object.getOwnPropertyDescriptor(navigator, name))
  Object.defineProperty(navigator, name, { value, configurable: true })
}

// The check on the phone waits for a dynamic import, which can pass the 1 s default on a busy
// machine.
const answerHeading = () =>
  screen.findByRole(
    'heading',
    {
      level: 2,
      name: /^(This matches an official advert|Be careful|We could not find this advert)$/,
    },
    { timeout: 5000 },
  )

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  phoneCheck.loads = 0
  phoneCheck.missing = false
})
afterEach(() => {
  for (const [name, own] of navigatorOwn) {
    if (own) Object.defineProperty(navigator, name, own)
    else delete (navigator as unknown as Record<string, unknown>)[name]
  }
  navigatorOwn.clear()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  onlineManager.setOnline(true)
})

describe('CheckAdvertPage online', () => {
  it('shows a match: the listing, its deadline, where to apply and that nothing differs', async () => {
    serve(() => Response.json({ verdict: 'matches', matches: [MATCH], signals: [] }))
    const { sent, keptJobs } = await renderPage()
    // nothing to send before there is an answer
    expect(screen.queryByText(/^Send form/)).toBeNull()
    await check(REWORDED)

    const heading = await screen.findByRole('heading', { name: 'This matches an official advert' })
    expect(heading).toHaveFocus()
    expect(posts).toEqual([{ text: REWORDED }])
    expect(keptJobs).not.toHaveBeenCalled()
    const answer = screen.getByRole('region', { name: 'This matches an official advert' })
    expect(answer).toHaveTextContent('Checked against every listing on JobsZW.')
    expect(within(answer).getByRole('link', { name: 'Accounts Clerk' })).toHaveAttribute(
      'href',
      '/job/clerk1',
    )
    expect(answer).toHaveTextContent('Dzimbahwe Hardware Wholesalers (Pvt) Ltd')
    expect(answer).toHaveTextContent('Closes Saturday 12 December 2026 (13 days left)')
    expect(
      within(answer).getByRole('link', { name: 'How to apply: see the official listing' }),
    ).toHaveAttribute('href', '/job/clerk1')
    expect(within(answer).getByRole('heading', { name: 'What differs' })).toBeInTheDocument()
    expect(answer).toHaveTextContent(/Nothing: it agrees with the official advert/)
    expect(within(answer).queryByRole('heading', { name: 'Before you apply' })).toBeNull()
    expect(sent).toContainEqual({ text: REWORDED, verdict: 'matches' })
    expect(screen.getByText('Send form for a matches answer')).toBeInTheDocument()
  })

  it('shares the answer on WhatsApp first, then copies it where the phone has no share sheet', async () => {
    serve(() => Response.json({ verdict: 'matches', matches: [MATCH], signals: [] }))
    await renderPage()
    const user = await check(REWORDED)
    // after user-event's set-up, which brings a clipboard of its own
    const writeText = vi.fn(async () => {})
    setNavigator('clipboard', { writeText })
    const share = await screen.findByRole('region', { name: 'Share the answer' })
    const [whatsApp, copy] = within(share)
      .getAllByRole('link')
      .concat(within(share).getAllByRole('button'))
    expect(whatsApp).toHaveAccessibleName(/^Share on WhatsApp ?\(opens in a new tab\)$/)
    const text = new URL(whatsApp?.getAttribute('href') ?? '').searchParams.get('text')
    expect(text).toBe(
      'JobsZW check: this matches the official advert for Accounts Clerk at Dzimbahwe Hardware Wholesalers (Pvt) Ltd. Closes Saturday 12 December 2026. Official listing: http://localhost:3000/job/clerk1',
    )
    expect(copy).toHaveTextContent('Copy the answer')
    await user.click(copy as HTMLElement)
    expect(writeText).toHaveBeenCalledWith(text)
  })

  it("offers the phone's share sheet where there is one", async () => {
    serve(() => Response.json({ verdict: 'unknown', matches: [], signals: [] }))
    const share = vi.fn(async () => {})
    setNavigator('share', share)
    await renderPage()
    const user = await check('Shop assistants wanted in Gweru.')
    await user.click(await screen.findByRole('button', { name: 'Share another way' }))
    expect(share).toHaveBeenCalledWith({
      text: expect.stringMatching(/^JobsZW check: this advert could not be found/),
    })
  })

  it("shows a caution: what was seen in the advert's words, and what the copy changed", async () => {
    serve(() =>
      Response.json({
        verdict: 'caution',
        matches: [
          {
            ...MATCH,
            differences: [
              'The official advert asks no fee.',
              "The number to call is not the employer's: the official advert gives no phone number.",
            ],
          },
        ],
        signals: [
          {
            rule: 'fee-request',
            message: 'It asks applicants to pay',
            excerpt: 'Pay a registration fee of USD 20',
          },
        ],
      } satisfies AdvertCheck),
    )
    const { sent } = await renderPage()
    await check(FEE_ADVERT)
    expect(await answerHeading()).toHaveTextContent('Be careful')
    const answer = screen.getByRole('region', { name: 'Be careful' })
    const found = within(answer).getByRole('heading', { name: 'What the check found' })
    expect(found.nextElementSibling).toHaveTextContent(
      'It asks applicants to pay. The advert says: Pay a registration fee of USD 20',
    )
    expect(within(answer).getByRole('link', { name: 'Accounts Clerk' })).toBeInTheDocument()
    const differs = within(answer).getByRole('heading', { name: 'What differs' })
    expect(within(differs.nextElementSibling as HTMLElement).getAllByRole('listitem')).toHaveLength(
      2,
    )
    expect(within(answer).getByRole('heading', { name: 'Before you apply' })).toBeInTheDocument()
    expect(sent.at(-1)).toEqual({ text: FEE_ADVERT, verdict: 'caution' })
  })

  it('shows an advert it could not find as unknown, with what to check before applying', async () => {
    serve(() => Response.json({ verdict: 'unknown', matches: [], signals: [] }))
    await renderPage()
    await check('Shop assistants wanted at a Gweru store. Bring your CV.')
    expect(await answerHeading()).toHaveTextContent('We could not find this advert')
    const answer = screen.getByRole('region', { name: 'We could not find this advert' })
    expect(answer).toHaveTextContent('No listing on JobsZW matches it.')
    expect(answer).toHaveTextContent('That does not make it fake, or real')
    const steps = within(answer)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(steps).toEqual([
      expect.stringMatching(/^Never pay to apply/),
      expect.stringMatching(/employer's own website/),
      expect.stringMatching(/ID or certificates before you are invited to an interview/),
      expect.stringMatching(/^Look for it on JobsZW/),
      expect.stringMatching(/report it/),
    ])
  })
})

describe('CheckAdvertPage errors', () => {
  it("gives the server's reason for a text it refused, and no phone check", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    serve(() =>
      Response.json(
        { error: { code: 'invalid_body', message: 'text must not be empty' } },
        { status: 400 },
      ),
    )
    await renderPage()
    await check('   x')
    const problem = await screen.findByRole('alert')
    expect(problem).toHaveTextContent(
      "The check could not read this text: text must not be empty. Paste the advert's words, or a link to it.",
    )
    expect(problem).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Check on this phone' })).toBeNull()
  })

  it('says when to try again after too many checks, and checks on the phone when asked', async () => {
    serve(() =>
      Response.json(
        { error: { code: 'rate_limited', message: 'Too many requests.' } },
        { status: 429, headers: { 'Retry-After': '120' } },
      ),
    )
    const { keptJobs } = await renderPage()
    const user = await check(REWORDED)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Many adverts were checked from this connection in a short time. Try again in 2 minutes,',
    )
    await user.click(screen.getByRole('button', { name: 'Check on this phone' }))
    expect(await answerHeading()).toHaveTextContent('This matches an official advert')
    expect(keptJobs).toHaveBeenCalled()
    expect(posts).toHaveLength(1)
  })

  it('says the check could not answer when the server fails', async () => {
    serve(() => new Response('Bad gateway', { status: 502 }))
    await renderPage()
    await check(REWORDED)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'JobsZW could not check this advert just now.',
    )
    expect(screen.getByRole('button', { name: 'Check on this phone' })).toBeInTheDocument()
  })

  it('asks for an advert before checking nothing', async () => {
    serve(() => Response.json({ verdict: 'unknown', matches: [], signals: [] }))
    await renderPage()
    await userEvent.click(screen.getByRole('button', { name: 'Check' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Paste an advert first.')
    expect(posts).toEqual([])
  })

  it('says clearly when the text is over the limit, and sends nothing', async () => {
    serve(() => Response.json({ verdict: 'unknown', matches: [], signals: [] }))
    await renderPage()
    const field = screen.getByLabelText("Paste the advert's text or a link to it")
    fireEvent.change(field, { target: { value: 'a'.repeat(20_001) } })
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This is 20,001 characters long; the check reads at most 20,000. Paste the advert alone, without the chat around it.',
    )
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(/20,001 characters/)
    await userEvent.click(screen.getByRole('button', { name: 'Check' }))
    expect(posts).toEqual([])
    expect(field).toHaveFocus()
    fireEvent.change(field, { target: { value: 'a'.repeat(20_000) } })
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('CheckAdvertPage on the phone', () => {
  it('offline, checks against the jobs the phone keeps and says so: a reworded listing matches', async () => {
    serve(() => Promise.reject(new Error('no request should be made offline')))
    act(() => onlineManager.setOnline(false))
    const { sent } = await renderPage([clerk, makeListing({ job_id: 'other', title: 'Driver' })])
    await check(REWORDED)
    expect(await answerHeading()).toHaveTextContent('This matches an official advert')
    expect(posts).toEqual([])
    const answer = screen.getByRole('region', { name: 'This matches an official advert' })
    expect(answer).toHaveTextContent(
      'Checked on this phone against the 2 jobs it keeps. Online, the check reads every listing on JobsZW.',
    )
    expect(within(answer).getByRole('link', { name: 'Accounts Clerk' })).toHaveAttribute(
      'href',
      '/job/clerk1',
    )
    expect(sent.at(-1)).toEqual({ text: REWORDED, verdict: 'matches' })
  })

  it('offline, says to be careful of a copy with a fee and another number, naming what differs', async () => {
    act(() => onlineManager.setOnline(false))
    await renderPage()
    await check(FEE_ADVERT)
    expect(await answerHeading()).toHaveTextContent('Be careful')
    const answer = screen.getByRole('region', { name: 'Be careful' })
    expect(answer).toHaveTextContent('It asks applicants to pay.')
    expect(answer).toHaveTextContent('The official advert asks no fee.')
    expect(answer).toHaveTextContent(
      "The number to call is not the employer's: the official advert gives no phone number.",
    )
    expect(answer).toHaveTextContent('Checked on this phone against the 1 job it keeps.')
  })

  it('checks on the phone when the request fails on the network', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')))
    const { keptJobs } = await renderPage()
    await check(REWORDED)
    expect(await answerHeading()).toHaveTextContent('This matches an official advert')
    expect(posts).toHaveLength(1)
    expect(keptJobs).toHaveBeenCalledOnce()
    expect(screen.getByText(/^Checked on this phone against the 1 job it keeps\./)).toBeVisible()
  })
})

describe("CheckAdvertPage keeping the phone's check", () => {
  it('opened online, fetches the check once the page is drawn, so the worker keeps it', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    vi.setSystemTime(NOW)
    await renderPage()
    expect(phoneCheck.loads).toBe(0)
    await act(() => vi.advanceTimersByTimeAsync(KEEP_PHONE_CHECK_AFTER_MS))
    expect(phoneCheck.loads).toBe(1)
  })

  it('opened offline, fetches nothing in the background', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    vi.setSystemTime(NOW)
    act(() => onlineManager.setOnline(false))
    await renderPage()
    await act(() => vi.advanceTimersByTimeAsync(KEEP_PHONE_CHECK_AFTER_MS * 5))
    expect(phoneCheck.loads).toBe(0)
  })

  it('offline before the phone kept the check, says so and what to look for instead', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    phoneCheck.missing = true
    act(() => onlineManager.setOnline(false))
    await renderPage()
    await check(FEE_ADVERT)
    const problem = await screen.findByRole('alert')
    expect(problem).toHaveTextContent(PHONE_CHECK_MISSING)
    // beside the problem, not only in the page's words for a browser without scripts
    const failed = within(problem.parentElement ?? document.body)
    expect(failed.getByRole('heading', { level: 2, name: 'Before you apply' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Check on this phone' })).toBeNull()
    expect(phoneCheck.loads).toBe(1)
  })
})
