import { describe, expect, it } from 'vitest'

import type { ApiJob } from '../job.ts'
import { checkAdvert, MAX_MATCHES, type AdvertCheckInput } from './check-advert.ts'
import { MAX_PASTED_LENGTH } from './pasted-text.ts'
import { NO_TAKEN_DOWN_CONTACTS } from './taken-down-contacts.ts'
import { makeListing, NOW, TIME_ZONE } from './testing/make-listing.ts'

const clerk = makeListing({ job_id: 'clerk1' })
const zinara = makeListing({
  job_id: 'zinara1',
  title: 'Accountant',
  company: 'Zimbabwe National Road Administration (ZINARA)',
  methods: [{ kind: 'link', value: 'https://www.zinara.example/vacancies/accountant' }],
})

function check(text: string, more: Partial<AdvertCheckInput> = {}) {
  return checkAdvert({
    text,
    listings: [clerk, zinara],
    takenDown: NO_TAKEN_DOWN_CONTACTS,
    now: NOW,
    timeZone: TIME_ZONE,
    ...more,
  })
}

const copy =
  '*ACCOUNTING CLERK* 📊 Dzimbahwe Hardware Wholesalers, Gweru. CV to jobs@dzimbahwe-hardware.example'

describe('checkAdvert', () => {
  it('says "unknown" when nothing is known either way', () => {
    expect(check('Shop assistants wanted at a Gweru store. Bring your CV.')).toEqual({
      verdict: 'unknown',
      matches: [],
      signals: [],
    })
    expect(check('', { listings: [] }).verdict).toBe('unknown')
  })

  it('says "matches" for a faithful copy, with the listing and no differences', () => {
    expect(check(copy)).toEqual({
      verdict: 'matches',
      matches: [
        {
          job_id: 'clerk1',
          title: 'Accounts Clerk',
          company: 'Dzimbahwe Hardware Wholesalers (Pvt) Ltd',
          expiry_date: '2026-12-12',
          differences: [],
        },
      ],
      signals: [],
    })
  })

  it('says "caution" for a copy that adds a fee and another number, naming both', () => {
    const result = check(`${copy}\nRegistration fee USD 20 via EcoCash to 0772 123 456.`)
    expect(result.verdict).toBe('caution')
    expect(result.matches[0]?.differences).toEqual([
      'The official advert asks no fee.',
      "The number to call is not the employer's: the official advert gives no phone number.",
    ])
    expect(result.signals.map((signal) => signal.rule)).toContain('fee-request')
  })

  it('says "caution" for a contact of a taken-down listing, even in a faithful copy', () => {
    const result = check(`${copy} or WhatsApp +263 771 000 000`, {
      takenDown: { phones: ['0771000000'], emails: [], links: [] },
    })
    expect(result.verdict).toBe('caution')
    expect(result.signals.at(-1)).toMatchObject({ rule: 'taken-down-contact' })
  })

  it('says "caution" for an organisation named with a free-mail address, matched or not', () => {
    const result = check('ZINARA tollgate operators wanted. CVs to zinara.jobs@gmail.com')
    expect(result).toMatchObject({ verdict: 'caution', matches: [] })
    expect(result.signals).toEqual([
      {
        rule: 'free-mail-for-organisation',
        message:
          'It names Zimbabwe National Road Administration (ZINARA) but gives a free email address',
        excerpt: 'zinara.jobs@gmail.com',
      },
    ])
  })

  it('lists a weak sign without letting it decide', () => {
    const result = check(`${copy}. Limited slots!`)
    expect(result.verdict).toBe('matches')
    expect(result.signals.map((signal) => signal.rule)).toEqual(['urgency'])
  })

  it('still says "matches" for a closed listing, naming its closing', () => {
    const result = check(copy, {
      listings: [makeListing({ job_id: 'old', expiry_date: '2026-11-17' })],
    })
    expect(result.verdict).toBe('matches')
    expect(result.matches[0]?.differences).toEqual([
      'The official advert closed on Tuesday 17 November 2026.',
    ])
  })

  it('gives the closing day of a listing that closes at a time', () => {
    const listing = makeListing({ expiry_date: null, expiry_ts: '2026-12-03T15:00:00.000Z' })
    expect(check(copy, { listings: [listing] }).matches[0]?.expiry_date).toBe('2026-12-03')
  })

  it(`returns at most ${MAX_MATCHES} matches, the best first, and skips taken-down listings`, () => {
    const listings: ApiJob[] = [
      makeListing({ job_id: 'gone', removed: true }),
      ...['a', 'b', 'c', 'd'].map((id) => makeListing({ job_id: id, methods: [] })),
      makeListing({ job_id: 'best' }),
    ]
    expect(check(copy, { listings }).matches.map((match) => match.job_id)).toEqual([
      'best',
      'a',
      'b',
    ])
  })

  it("takes a link to the listing's page on this site as the listing, not another site", () => {
    const share =
      'Accounts Clerk at Dzimbahwe Hardware Wholesalers, Gweru. Closes Saturday 12 December 2026.\nhttps://jobszw.co.zw/job/clerk1'
    expect(check(share, { siteHosts: ['www.jobszw.co.zw'] })).toMatchObject({
      verdict: 'matches',
      matches: [{ job_id: 'clerk1', differences: [] }],
    })
    // Without knowing its own hosts, the check takes the link for another site's.
    expect(check(share).verdict).toBe('caution')
  })

  it("matches an advert giving the employer's own address for a role it does not list, and says so", () => {
    const result = check('Drivers wanted. Send CVs to jobs@dzimbahwe-hardware.example')
    expect(result.verdict).toBe('matches')
    expect(result.matches[0]?.differences).toEqual([
      'The official advert with these details is for Accounts Clerk at Dzimbahwe Hardware Wholesalers (Pvt) Ltd.',
    ])
  })
})

describe('checkAdvert on hostile text', () => {
  it('reads through emoji, zero-width and right-to-left characters and spaced-out words', () => {
    const result = check(
      '🔥🔥 Dzimbahwe\u200b Hardware Wholesalers: A\u202ecc\u200dounting Clerk 🔥 pay $20 f\u00ade\u00ade by E c o C a s h to 263-77-212-3456',
    )
    expect(result.verdict).toBe('caution')
    expect(result.matches.map((match) => match.job_id)).toEqual(['clerk1'])
    expect(result.signals.map((signal) => signal.rule)).toContain('mobile-money-payment')
  })

  it('finds one number however it is written', () => {
    for (const written of ['0772 123 456', '+263772123456', '263-77-212-3456', '0772-123-456']) {
      const result = check(`Call ${written}`, {
        takenDown: { phones: ['+263772123456'], emails: [], links: [] },
      })
      expect(result.verdict, written).toBe('caution')
    }
  })

  it('takes prototype keys and HTML as words', () => {
    const result = check(
      '__proto__ Builders: <b>Constructor</b> wanted <script>alert(1)</script>',
      {
        listings: [makeListing({ title: 'Constructor', company: '__proto__ Builders' })],
      },
    )
    expect(result.verdict).toBe('matches')
    expect(check('constructor toString __proto__ hasOwnProperty').verdict).toBe('unknown')
  })

  it(`reads ${MAX_PASTED_LENGTH.toLocaleString('en')} characters against 200 listings in bounded time`, () => {
    const listings = Array.from({ length: 200 }, (_, index) =>
      makeListing({
        job_id: `job${index}`,
        title: `Accounts Clerk ${index}`,
        company: `Zambezi ${index} Hardware`,
        methods: [{ kind: 'phone', value: `+26377212${String(index).padStart(4, '0')}` }],
      }),
    )
    const fill = (piece: string) => piece.repeat(Math.ceil(MAX_PASTED_LENGTH / piece.length))
    const texts = [
      fill(`${copy} Zambezi 7 Hardware accounts clerk, call 0772 120 007, pay $20 via EcoCash. `),
      fill('@'),
      fill('a@b.co'),
      fill('0772 123 456 '),
      fill('E c o C a s h '),
      fill('[a]('),
      fill('zambezi '),
      fill('1/2/2020 '),
      fill("'"),
      fill('www.a.example/'),
      fill('deadline 12 '),
    ]
    for (const text of texts) {
      const started = Date.now()
      const result = check(text, { listings })
      expect(result.matches.length).toBeLessThanOrEqual(MAX_MATCHES)
      // ~10-80 ms each on a laptop; the bound only catches work that grows with the square.
      expect(Date.now() - started, text.slice(0, 20)).toBeLessThan(2_000)
    }
  })
})
