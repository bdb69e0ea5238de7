import { describe, expect, it } from 'vitest'

import { payFromBaseSalary, payFromJobManager, payFromLeverSalary } from './structured-pay.ts'

describe('payFromBaseSalary', () => {
  it('reads a QuantitativeValue range', () => {
    expect(
      payFromBaseSalary({
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 800, maxValue: 1200, unitText: 'MONTH' },
      }),
    ).toEqual({ min: 800, max: 1200, currency: 'USD', period: 'month' })
  })

  it('reads one value, as a number or numeric text, in ZWG as ZiG', () => {
    const expected = { min: 12000, max: 12000, currency: 'ZiG', period: 'month' }
    expect(
      payFromBaseSalary({
        currency: 'ZWG',
        value: { '@type': 'QuantitativeValue', value: 12000, unitText: 'MONTH' },
      }),
    ).toEqual(expected)
    expect(
      payFromBaseSalary([{ currency: 'ZWG', value: { value: '12,000', unitText: 'month' } }]),
    ).toEqual(expected)
  })

  it('reads a value and unit written on the MonetaryAmount itself', () => {
    expect(payFromBaseSalary({ currency: 'USD', value: 25, unitText: 'HOUR' })).toEqual({
      min: 25,
      max: 25,
      currency: 'USD',
      period: 'hour',
    })
    expect(payFromBaseSalary({ currency: 'USD', minValue: 500 })).toEqual({
      min: 500,
      max: null,
      currency: 'USD',
      period: null,
    })
  })

  it('reads text where a source wrote text', () => {
    expect(payFromBaseSalary('USD 800 per month')).toEqual({
      min: 800,
      max: 800,
      currency: 'USD',
      period: 'month',
    })
    expect(payFromBaseSalary({ currency: 'USD', value: '1,200 - 1,500 per month' })).toEqual({
      min: 1200,
      max: 1500,
      currency: 'USD',
      period: 'month',
    })
  })

  it.each([
    null,
    800, // no currency
    'Negotiable',
    { currency: 'USD', value: { unitText: 'MONTH' } },
    { currency: 'ZWL', value: { value: 2500000, unitText: 'MONTH' } },
    { currency: 'CAD', value: { value: 17, unitText: 'HOUR' } },
    { currency: 'USD', value: { minValue: 1200, maxValue: 800, unitText: 'MONTH' } },
  ])('gives no pay for %j', (baseSalary) => {
    expect(payFromBaseSalary(baseSalary)).toBeNull()
  })
})

describe('payFromLeverSalary', () => {
  it.each([
    ['per-hour-wage', 'hour'],
    ['per-day-wage', 'day'],
    ['per-week-salary', 'week'],
    ['per-month-salary', 'month'],
    ['per-year-salary', 'year'],
    ['one-time', null],
  ])('reads the interval %j', (interval, period) => {
    expect(payFromLeverSalary({ currency: 'USD', interval, min: 800, max: 1200 })).toEqual({
      min: 800,
      max: 1200,
      currency: 'USD',
      period,
    })
  })

  it("refuses Lever's zeros for a posting that states no pay, and odd shapes", () => {
    expect(
      payFromLeverSalary({ currency: 'USD', interval: 'per-year-salary', min: 0, max: 0 }),
    ).toBeNull()
    expect(payFromLeverSalary({ interval: 'per-year-salary', min: 800, max: 900 })).toBeNull()
    expect(payFromLeverSalary('USD 800')).toBeNull()
  })
})

describe('payFromJobManager', () => {
  it.each([
    [
      { _job_salary: '20000', _job_salary_currency: 'USD', _job_salary_unit: 'YEAR' },
      20000,
      20000,
      'USD',
      'year',
    ],
    [
      { _job_salary: '1,200 - 1,500', _job_salary_currency: 'ZWG', _job_salary_unit: 'MONTH' },
      1200,
      1500,
      'ZiG',
      'month',
    ],
    [
      { _job_salary: 'USD 800', _job_salary_currency: 'USD', _job_salary_unit: 'MONTH' },
      800,
      800,
      'USD',
      'month',
    ],
    [
      { _job_salary: 'US$ 15 per hour', _job_salary_currency: '', _job_salary_unit: '' },
      15,
      15,
      'USD',
      'hour',
    ],
    [{ _job_salary: '8000', _job_salary_currency: 'ZAR' }, 8000, 8000, 'ZAR', null],
  ])('reads %j', (meta, min, max, currency, period) => {
    expect(payFromJobManager(meta)).toEqual({ min, max, currency, period })
  })

  it.each([
    {},
    { _job_salary: '' },
    { _job_salary: 'Negotiable', _job_salary_currency: 'USD', _job_salary_unit: 'MONTH' },
    // No currency in the field or the text: the site's default is not in the feed.
    { _job_salary: '20000', _job_salary_currency: '', _job_salary_unit: 'YEAR' },
  ])('gives no pay for %j', (meta) => {
    expect(payFromJobManager(meta)).toBeNull()
  })
})
