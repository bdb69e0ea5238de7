import { describe, expect, it } from 'vitest'

import { foldSignals } from './fold-signals.ts'

describe('foldSignals', () => {
  it('says each thing once, with its longest excerpt, in the order first said', () => {
    const folded = foldSignals([
      { rule: 'fee-request', message: 'It asks applicants to pay', excerpt: 'Pay a $20 fee…' },
      { rule: 'mobile-money-payment', message: 'It asks for mobile money', excerpt: 'via EcoCash' },
      {
        rule: 'payment-demand',
        message: 'It asks applicants to pay',
        excerpt: 'Pay a $20 fee via…',
      },
    ])
    expect(folded).toEqual([
      {
        rule: 'payment-demand',
        message: 'It asks applicants to pay',
        excerpt: 'Pay a $20 fee via…',
      },
      { rule: 'mobile-money-payment', message: 'It asks for mobile money', excerpt: 'via EcoCash' },
    ])
  })

  it('keeps signals that say different things', () => {
    const signals = [
      { rule: 'a', message: 'One', excerpt: 'x' },
      { rule: 'b', message: 'Two', excerpt: 'x' },
    ]
    expect(foldSignals(signals)).toEqual(signals)
    expect(foldSignals([])).toEqual([])
  })
})
