import { describe, expect, it } from 'vitest'

import { findNoExperienceHighPay, findUnsolicitedSelection, findUrgency } from './offer-rules.ts'
import { runRule } from './testing/run-rule.ts'

describe('no-experience-high-pay', () => {
  const fires = (description: string, fields = {}) =>
    runRule(findNoExperienceHighPay, description, fields)

  it.each([
    'Earn USD 1,200 per month typing from your phone. No experience needed.',
    'USD 50 per day. No experience required.',
    'Earn $60 per day. Anyone can apply.',
    'Salary USD 2,000/month, no qualifications required.',
    'Experience is not necessary. Earn up to $3,000 a month. No degree needed.',
  ])('fires on %j', (description) => {
    expect(fires(description)).not.toBeNull()
  })

  it('reads the salary field too, and quotes both halves', () => {
    const excerpt = fires('General hands wanted. No experience required.', {
      salary: 'USD 1,100 per month',
    })
    expect(excerpt).toContain('No experience required')
    expect(excerpt).toContain('USD 1,100')
    expect(excerpt?.length).toBeLessThanOrEqual(160)
  })

  it("reads the job's pay field, which a source may give as data with no words for it", () => {
    const pay = { min: 1500, max: 1500, currency: 'USD', period: 'month' } as const
    const excerpt = fires('General hands wanted. No experience required.', { pay })
    expect(excerpt).toBe('General hands wanted. No experience required. … Pay: USD 1,500 a month')
    expect(fires('General hands wanted. No experience required.', { pay: null })).toBeNull()
    const low = { ...pay, min: 200, max: 200 }
    expect(fires('General hands wanted. No experience required.', { pay: low })).toBeNull()
  })

  it.each([
    'General hand, USD 150/month. No experience needed.',
    'Sales agents: no experience needed, earn up to USD 600 per month.',
    'Programme Manager, USD 3,500 per month, at least 8 years of experience.',
    'Graduate trainee, USD 900 per month. No work experience required. A degree in any discipline.',
    'USD 1,100 per month. Applicants with no experience need not apply.',
    'No experience needed. Manage a budget of USD 50,000.',
    'No experience needed. Registration fee $10.',
  ])('does not fire on %j', (description) => {
    expect(fires(description)).toBeNull()
  })
})

describe('unsolicited-selection', () => {
  const fires = (description: string) => runRule(findUnsolicitedSelection, description)

  it.each([
    'Congratulations! You have been shortlisted for a driver position.',
    'You have been selected for the next stage.',
    'Your CV has been selected for the final interview.',
    "You've been chosen to join our team.",
    'Your number was picked in our recruitment draw.',
  ])('fires on %j', (description) => {
    expect(fires(description)).not.toBeNull()
  })

  it.each([
    'Only shortlisted candidates will be contacted.',
    'If you are shortlisted, you will be contacted within two weeks.',
    'If you have not been contacted by then, consider your application unsuccessful.',
    'Once you are selected, training begins in March.',
    'Those who have been shortlisted will be called.',
    'You have not been selected if you do not hear from us.',
    'Should you be shortlisted, bring your certificates.',
  ])('does not fire on %j', (description) => {
    expect(fires(description)).toBeNull()
  })
})

describe('urgency', () => {
  const fires = (description: string) => runRule(findUrgency, description)

  it.each([
    'Limited slots available.',
    'First come, first served.',
    'Only 5 slots left!',
    'Today only.',
    "Hurry, don't miss out.",
    'Slots are filling fast.',
  ])('fires on %j', (description) => {
    expect(fires(description)).not.toBeNull()
  })

  it.each([
    'Urgently required: plumber.',
    'Applications close on Friday.',
    'Limited to candidates from Bulawayo.',
  ])('does not fire on the everyday %j', (description) => {
    expect(fires(description)).toBeNull()
  })
})
