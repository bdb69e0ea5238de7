import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

import { paySchema } from '../schemas/pay.ts'
import { parsePay } from './parse-pay.ts'
import type { Pay, PayCurrency, PayPeriod } from './pay.ts'

function pay(
  min: number | null,
  max: number | null,
  currency: PayCurrency = 'USD',
  period: PayPeriod | null = 'month',
): Pay {
  return { min, max, currency, period }
}

/** Salary lines and sentences as Zimbabwean adverts write them. */
const PAYS: readonly [string, Pay][] = [
  ['USD 600 per week', pay(600, 600, 'USD', 'week')],
  ['$1,200 - $1,500 p.m.', pay(1200, 1500)],
  ['US$800/month', pay(800, 800)],
  ['ZiG 5 000 monthly', pay(5000, 5000, 'ZiG')],
  ['R8000', pay(8000, 8000, 'ZAR', null)],
  ['R8 000 per month', pay(8000, 8000, 'ZAR')],
  ['USD 4.50 per hour', pay(4.5, 4.5, 'USD', 'hour')],
  ['Salary: US$1,200 – 1,500 gross per month', pay(1200, 1500)],
  ['between $500 and $700 a month', pay(500, 700)],
  ['up to USD 1000 pm', pay(null, 1000)],
  ['from $300', pay(300, null, 'USD', null)],
  ['$1.2k', pay(1200, 1200, 'USD', null)],
  ['USD 30,000 per annum', pay(30000, 30000, 'USD', 'year')],
  ['US$30,000 p.a.', pay(30000, 30000, 'USD', 'year')],
  ['USD 24,000 annually', pay(24000, 24000, 'USD', 'year')],
  ['daily rate $30', pay(30, 30, 'USD', 'day')],
  ['Weekly wage: USD 120', pay(120, 120, 'USD', 'week')],
  ['USD 800 per month', pay(800, 800)],
  ['US$3,500 - US$4,500 per month', pay(3500, 4500)],
  ['$450 per month + trip allowances', pay(450, 450)],
  ['USD 650 per month stipend', pay(650, 650)],
  ['ZWG 12 000 monthly', pay(12000, 12000, 'ZiG')],
  ['R15,000 pm', pay(15000, 15000, 'ZAR')],
  ['USD 20 per hour', pay(20, 20, 'USD', 'hour')],
  ['USD 1 200 – 1 500 monthly', pay(1200, 1500)],
  ['USD 500 to USD 700 per month', pay(500, 700)],
  ['ZiG 5,000 per month', pay(5000, 5000, 'ZiG')],
  ['USD 1,250.50 per month', pay(1250.5, 1250.5)],
  ['USD 60 per day', pay(60, 60, 'USD', 'day')],
  ['USD 150 weekly', pay(150, 150, 'USD', 'week')],
  ['US$1,600 negotiable', pay(1600, 1600, 'USD', null)],
  ['US$1,500 - US$2,500 depending on experience', pay(1500, 2500, 'USD', null)],
  ['USD 600 per month + commission', pay(600, 600)],
  ['Stipend USD 200 per month', pay(200, 200)],
  ['Allowance: USD 150 per month', pay(150, 150)],
  ['Pay: USD 450 per month plus lunch', pay(450, 450)],
  ['We pay USD 700 per month and overtime.', pay(700, 700)],
  ['Consultancy fee: USD 300 per day', pay(300, 300, 'USD', 'day')],
  ['Earn up to $3,000 a month', pay(null, 3000)],
  ['USD 500+ per month', pay(500, null)],
  ['At least USD 400 per month', pay(400, null)],
  ['Minimum of USD 250 per month', pay(250, null)],
  ['USD 1,000 and above per month', pay(1000, null)],
  ['1,200 - 1,500 USD per month', pay(1200, 1500)],
  ['2,500 rand per month', pay(2500, 2500, 'ZAR')],
  ['R350 per day', pay(350, 350, 'ZAR', 'day')],
  ['GBP 11.44 per hour', pay(11.44, 11.44, 'GBP', 'hour')],
  ['£25,000 per annum', pay(25000, 25000, 'GBP', 'year')],
  ['BWP 6,000 per month', pay(6000, 6000, 'BWP')],
  ['€2,000 a month', pay(2000, 2000, 'EUR')],
  ['NEC Grade 4 - USD 420 per month', pay(420, 420)],
  ['Monthly salary: USD 900', pay(900, 900)],
  ['Annual salary USD 24,000', pay(24000, 24000, 'USD', 'year')],
  ['Salary per month: US$ 750', pay(750, 750)],
  ['$5k - $7k per month', pay(5000, 7000)],
  ['USD 1,200 per month (gross)', pay(1200, 1200)],
  ['USD 1,200 (negotiable) per month', pay(1200, 1200)],
  ['USD 900 net per month', pay(900, 900)],
  ['Contract: USD 2,000 per month', pay(2000, 2000)],
  ['USD 1 000 - USD 1 500 p/m', pay(1000, 1500)],
  ['Salary: ZiG 3 500 - 4 200 per month', pay(3500, 4200, 'ZiG')],
  ['20 USD per hour', pay(20, 20, 'USD', 'hour')],
  ['Earn $50 daily', pay(50, 50, 'USD', 'day')],
  ['USD 2,400 per calendar month', pay(2400, 2400)],
  ['USD 3,000/mo', pay(3000, 3000)],
  ['USD 15/hr', pay(15, 15, 'USD', 'hour')],
  ['Salary of 1,200 US dollars a month', pay(1200, 1200)],
  // Paid every two weeks: the amount as written, no period Pay cannot carry.
  ['Fortnightly wage USD 200', pay(200, 200, 'USD', null)],
  // The first stated pay is the job's; an allowance after it is not.
  ['Salary USD 800 per month. Transport allowance USD 50 per month.', pay(800, 800)],
  ['Sales Representative. Salary USD 600 per month', pay(600, 600)],
  ['Sales Representative, salary USD 600 per month', pay(600, 600)],
  [
    'We are looking for a Stores Clerk with 3 years of experience. Salary: USD 450 per month. ' +
      'Send your CV quoting ref SC/04/2025 to hr@example.co.zw by 30 May.',
    pay(450, 450),
  ],
  [
    'Registration is free. Successful candidates earn USD 1,100 per month after training.',
    pay(1100, 1100),
  ],
]

/** Not a pay: no amount, no currency, or money that is not the job's pay. */
const NOT_PAYS: readonly string[] = [
  'Negotiable',
  'Competitive',
  'Market related',
  'Attractive package',
  'Not stated',
  'Competitive + mining allowance',
  'Market related per month',
  '800 per month',
  'Salary: 1,200 - 1,500 per month',
  'At least 5 years of experience',
  'Call 0772 123 456 or 0712 345 678',
  'Ref: HR/2025/014',
  'Closing date: 15 March 2025',
  '5 O levels including English and Maths',
  'Grade 7 certificate',
  'As per NEC grade 7',
  'Grade R teacher',
  'Vacancy number 12/2025',
  'Application fee $10',
  'Registration fee USD 20 payable by EcoCash',
  'Manage a budget of USD 50,000',
  'Handle cash of up to $20,000',
  'Pay $10 for your application forms',
  'Company turnover of $2m',
  'Disburse loans of up to USD 5,000 to small traders',
  'USD 900 - 700 per month',
  'USD 0 per month',
  'USD 50,000,000 per year',
  'ZWL 2,500,000 per month',
  'RTGS$ 150 000 per month',
  'Z$ 5 000 per month',
  'Process RTGS and ZIPIT payments to suppliers',
  'Bring $5 for the bus to the interview, then three weeks of training in Harare before placement',
  'CAD 17 per hour',
  '',
]

describe('parsePay', () => {
  it('has a table of at least 60 pays and 30 non-pays', () => {
    expect(PAYS.length).toBeGreaterThanOrEqual(60)
    expect(NOT_PAYS.length).toBeGreaterThanOrEqual(30)
  })

  it.each(PAYS)('reads %j', (text, expected) => {
    expect(parsePay(text)).toEqual(expected)
  })

  it.each(NOT_PAYS)('reads no pay in %j', (text) => {
    expect(parsePay(text)).toBeNull()
  })

  it('reads nothing from null', () => {
    expect(parsePay(null)).toBeNull()
  })

  it('takes a bare sum only from a salary line, not from a long advert', () => {
    expect(parsePay('USD 450')).toEqual(pay(450, 450, 'USD', null))
    expect(
      parsePay('Drivers needed for our Harare depot; bring USD 450 in cash to the first meeting'),
    ).toBeNull()
  })
})

/** Pieces adverts are made of, so random texts come near the parser's cases. */
const PIECES = [
  'USD',
  'US$',
  '$',
  'ZiG',
  'ZWL',
  'R',
  '£',
  ' ',
  ', ',
  '-',
  '–',
  ' to ',
  ' and ',
  'between ',
  'up to ',
  'from ',
  '+',
  'k',
  '0',
  '1',
  '5',
  '12',
  '450',
  '1,200',
  '5 000',
  '.5',
  'per month',
  ' p.m.',
  '/hr',
  ' daily',
  'salary ',
  'fee ',
  'budget',
  '.',
  '\n',
  'million',
  ' o levels',
]

describe('parsePay on any text', () => {
  const holds = (text: string) => {
    const result = parsePay(text)
    if (result === null) return true
    return (
      v.is(paySchema, result) &&
      (result.min === null || result.max === null || result.min <= result.max)
    )
  }

  it('never throws and never answers a falling range or a pay the schema refuses', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), holds), { seed: 20261203, numRuns: 2000 })
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }).map((parts) => parts.join('')),
        holds,
      ),
      { seed: 20261203, numRuns: 5000 },
    )
  })
})
