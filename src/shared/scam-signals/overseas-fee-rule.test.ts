import { describe, expect, it } from 'vitest'

import { findOverseasFee } from './overseas-fee-rule.ts'
import { runRule } from './testing/run-rule.ts'

const fires = (description: string) => runRule(findOverseasFee, description)

describe('overseas-fee', () => {
  it.each([
    'Certificate of sponsorship fee USD 2,500 payable before visa processing.',
    'Candidates pay for their own visa and air ticket.',
    'Work permit processing costs USD 1,200.',
    'The visa fee of USD 300 is paid through EcoCash.',
    'Send USD 400 for your visa.',
  ])('fires on %j', (description) => {
    expect(fires(description)).not.toBeNull()
  })

  it.each([
    'Visa sponsorship available.',
    'Visa sponsorship available for successful candidates, send your CV to jobs@care.co.uk.',
    'Visa, certificate of sponsorship and flights are paid for by the employer.',
    'Flights and visa costs covered by the employer.',
    'We cover your visa and flight costs.',
    'Process visa applications for clients and issue air tickets.',
    'Experience with UK visa fees and applications.',
    'No fees are charged for the visa or the certificate of sponsorship.',
  ])('does not fire on %j', (description) => {
    expect(fires(description)).toBeNull()
  })
})
