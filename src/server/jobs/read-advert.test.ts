import { describe, expect, it } from 'vitest'

import { readAdvert, type AdvertToRead } from './read-advert.ts'

const advert = (overrides: Partial<AdvertToRead> = {}): AdvertToRead => ({
  salary: null,
  description: 'We are looking for an accounts clerk.',
  requirements: null,
  job_link: null,
  apply_instructions: null,
  source_pay: null,
  ...overrides,
})

const month = (min: number, max: number) => ({ min, max, currency: 'USD', period: 'month' })

describe('readAdvert', () => {
  it("takes a source's pay as data before any words", () => {
    const source_pay = { min: 900, max: 1200, currency: 'USD', period: 'month' } as const
    expect(readAdvert(advert({ source_pay, salary: 'USD 100 per month' })).pay).toEqual(source_pay)
  })

  it('reads the salary line, then the advert when the line states no pay', () => {
    expect(readAdvert(advert({ salary: '$1,200 - $1,500 p.m.' })).pay).toEqual(month(1200, 1500))
    expect(
      readAdvert(advert({ salary: 'Negotiable', description: 'Salary: USD 600 per month.' })).pay,
    ).toEqual(month(600, 600))
    expect(readAdvert(advert({ salary: 'Negotiable' })).pay).toBeNull()
    expect(readAdvert(advert({ salary: 'ZiG 5 000 monthly' })).pay).toEqual({
      min: 5000,
      max: 5000,
      currency: 'ZiG',
      period: 'month',
    })
  })

  it("reads how to apply from the source's link, its apply words and the advert", () => {
    const reading = readAdvert(
      advert({
        job_link: 'https://careers.acme.example/jobs/1',
        description:
          'Email your CV to HR@Acme.example quoting reference ACC/01. Attach certified copies of O Level certificates and national ID.',
        apply_instructions: 'Or hand deliver to 5th Floor, Karigamombe Centre, Harare.',
      }),
    )
    expect(reading.how_to_apply).toEqual({
      methods: [
        { kind: 'link', value: 'https://careers.acme.example/jobs/1' },
        { kind: 'in-person', value: '5th Floor, Karigamombe Centre, Harare' },
        { kind: 'email', value: 'hr@acme.example' },
      ],
      reference: 'ACC/01',
      documents: ['CV', 'Certified copy of O Level certificate', 'Certified copy of national ID'],
    })
  })

  it('gives null for an advert that says nothing of pay or applying', () => {
    expect(readAdvert(advert())).toEqual({ pay: null, how_to_apply: null })
  })
})
