import { describe, expect, it } from 'vitest'

import { findMobileMoneyPayment } from './mobile-money-rule.ts'
import { runRule } from './testing/run-rule.ts'

const fires = (description: string) => runRule(findMobileMoneyPayment, description)

describe('mobile-money-payment', () => {
  it.each([
    'Do not delay, pay the $10 registration fee today via EcoCash.',
    'Pay USD 75 via InnBucks.',
    'Send the money to our agent by bank transfer.',
    'Pay through Eco-Cash merchant code 123456.',
    'EcoCash $5 to 0772 123 456 to book your slot.',
    'Ecocash number: 0772 111 222 (Mr Dube).',
    'A uniform fee of USD 30 is payable via One Money before deployment.',
    'The visa fee is paid through Mukuru to our coordinator.',
    'Deposit it into account number 1002345678.',
    'Kindly send via OneMoney to confirm your place.',
  ])('fires on %j', (description) => {
    expect(fires(description)).not.toBeNull()
  })

  it.each([
    'Reconcile EcoCash merchant payments.',
    'Cashier handling InnBucks and Mukuru transfers.',
    'Process bank transfers.',
    'Experience with EcoCash payments is an advantage.',
    'Knowledge of EcoCash, InnBucks and Mukuru platforms.',
    'Serve customers sending and receiving money via EcoCash.',
    'Serve customers who send and receive money through Mukuru.',
    'Help customers pay bills via OneMoney.',
    'Ensure customers pay their accounts via EcoCash on time.',
    'Wages paid via EcoCash every month.',
    'You will be paid USD 300 per month via EcoCash.',
    'Salary paid by bank transfer on the 25th.',
    'Manage mobile money transfers to beneficiaries through EcoCash and OneMoney.',
    'Collect repayments via EcoCash.',
    'Sell EcoCash and airtime at our kiosk.',
    'Send your CV via email or WhatsApp.',
    'Applicants should never pay, send or deposit money via EcoCash or any other means.',
    'Beware of fraudsters who ask for payment via EcoCash.',
    'Must have a bank account.',
  ])('does not fire on %j', (description) => {
    expect(fires(description)).toBeNull()
  })
})
