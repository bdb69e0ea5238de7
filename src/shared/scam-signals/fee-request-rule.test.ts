import { describe, expect, it } from 'vitest'

import { findFeeRequest } from './fee-request-rule.ts'
import { runRule } from './testing/run-rule.ts'

const fires = (description: string, fields = {}) => runRule(findFeeRequest, description, fields)

describe('fee-request', () => {
  it.each([
    'Do not delay, pay the $10 registration fee today via EcoCash.',
    'Registration fee: USD 10 (pay at the gate).',
    'A medical fee of US$ 20 is payable on reporting.',
    'Application fee required before the interview.',
    'Successful candidates will be deployed after paying a $15 deployment fee.',
    'A joining fee of USD 25 is required and will be refunded with your first salary.',
    'Candidates pay for their own uniforms and medicals.',
    'Uniforms provided, registration fee USD 20 payable on reporting.',
    'Kindly send the induction fee to our office.',
  ])('fires on %j', (description) => {
    expect(fires(description)).not.toBeNull()
  })

  it('fires on a fee named in the requirements or how-to-apply text', () => {
    expect(
      fires('Cleaners wanted.', { requirements: 'CV, ID copy and the registration fee.' }),
    ).not.toBeNull()
    expect(
      fires('Cleaners wanted.', { applyInstructions: 'Bring the training fee.' }),
    ).not.toBeNull()
  })

  it.each([
    'Accounts clerk processing application fees for a university.',
    'Receipt application and registration fees and post them to student accounts.',
    'Collect registration fees from students and bank them daily.',
    'Experience in processing training fees is an advantage.',
    'Responsible for the registration fees ledger.',
    'Training Officer who designs training programmes.',
    'Medical doctor for the casualty department.',
    'Uniform store supervisor.',
    'Training fees are paid for by the employer.',
    'Medical examination fee will be paid by the company.',
    'We cover your training fees of up to USD 500.',
    'We never charge fees.',
    'We do not charge an application fee, a medical fee or a uniform fee.',
    'Applicants will not, at any stage, be asked to pay a registration fee.',
    'There is no application fee.',
    'Beware of fraudsters who ask you to pay registration fees via EcoCash.',
  ])('does not fire on %j', (description) => {
    expect(fires(description)).toBeNull()
  })

  it('quotes the fee and its context', () => {
    expect(fires('Till operators wanted. Pay the $10 registration fee today via EcoCash.')).toBe(
      'Pay the $10 registration fee today via EcoCash',
    )
  })
})
