import { describe, expect, it } from 'vitest'

import { findPaymentDemand } from './payment-demand-rule.ts'
import { runRule } from './testing/run-rule.ts'

const fires = (description: string) => runRule(findPaymentDemand, description)

describe('payment-demand', () => {
  it.each([
    'Pay USD 75 via InnBucks.',
    'Do not delay, pay the $10 registration fee today via EcoCash.',
    'Send US$5 airtime to 0774 321 987.',
    'Deposit R500 to hold your place.',
    'Send 20 USD to our coordinator.',
    'Pay ZiG 300 for your forms.',
    'You are required to make a payment of USD 20 for your ID card.',
    'Payment of $15 must be made before the interview.',
    'We never charge fees, pay $10 registration via EcoCash to confirm.',
    'Bring $10 for the forms on the interview day.',
    'Pay USD 300 for your placement.',
  ])('fires on %j', (description) => {
    expect(fires(description)).not.toBeNull()
  })

  it.each([
    'Pay: USD 500 per month.',
    'Pay USD 10 per hour.',
    'Pay USD 600 + benefits.',
    'Pay USD 450.',
    'We pay USD 800 per month.',
    'The company will pay USD 50 a day.',
    'Good pay of USD 700.',
    'Pay suppliers up to USD 50,000 a month.',
    'Pay between USD 400 and USD 600 depending on experience.',
    'Help customers send USD 100 to family abroad.',
    'Process bank transfers of up to USD 10,000.',
    'Payment of salaries of USD 300 is on the 25th.',
    'Send your CV and copies of certificates; salary USD 300.',
    'We will never ask you to pay, send or transfer money.',
    'Applicants should not pay $1 to anyone.',
  ])('does not fire on %j', (description) => {
    expect(fires(description)).toBeNull()
  })
})
