import { describe, expect, it } from 'vitest'

import { disclaimerSpans, isInSpans } from './disclaimer-guard.ts'
import { normaliseText } from './normalise-advert.ts'

/** Whether the guard covers the first occurrence of `word` in the normalised sentence. */
function covers(sentence: string, word: string): boolean {
  const { text } = normaliseText(sentence)
  const index = text.indexOf(word)
  if (index === -1) throw new Error(`"${word}" is not in "${text}"`)
  return isInSpans(disclaimerSpans(text), index)
}

describe('disclaimerSpans', () => {
  it.each([
    ['We never charge fees.', 'fees'],
    ['We do not ask for money at any stage.', 'money'],
    ['Delta does not charge any fee at any stage of recruitment.', 'fee'],
    ["We won't request payment from applicants.", 'payment'],
    ['Applicants will not, at any stage, be asked to pay a registration fee.', 'registration'],
    ['No staff member will ever ask you for money.', 'money'],
    ['Applicants should never pay, send or deposit money via EcoCash.', 'ecocash'],
    ['Recruitment is free of charge.', 'recruitment'],
    ['There are no registration fees.', 'registration'],
    ['A registration fee is not required.', 'registration'],
    ['Applying is free and costs you nothing.', 'applying'],
    ['Interviews are held at no cost to you.', 'interviews'],
    ['Beware of fraudsters who ask you to pay registration fees via EcoCash.', 'ecocash'],
    ['Report anyone asking for money to the police.', 'money'],
    ['If anyone asks you to pay for a form or a medical, report it to our head office.', 'pay'],
    ['Pay no registration fee to fake agents.', 'registration'],
    ['We do not charge an application fee, a medical fee or a uniform fee.', 'uniform'],
  ])('covers the money words of %j', (sentence, word) => {
    expect(covers(sentence, word)).toBe(true)
  })

  it.each([
    // the negation belongs to "delay", not to a charge verb
    ['Do not delay, pay the $10 registration fee today via EcoCash.', 'pay'],
    ['Do not delay to pay the $10 registration fee.', 'registration'],
    ["Don't miss out, send USD 20 now.", 'send'],
    ['No need to travel, pay the $5 application fee.', 'application'],
    ['No experience needed, registration fee $10 only.', 'registration'],
    ['We do not require experience, pay $10 registration fee.', 'pay'],
    // a new order to pay after the disclaimer is read
    ['We never charge fees, pay $10 registration via EcoCash to confirm.', 'pay'],
    // a disclaimer after the order does not reach back over the comma
    ['Pay the $10 registration fee now, we never charge hidden fees.', 'pay'],
    ['Pay USD 75 via InnBucks.', 'pay'],
    // nor over "and" bringing in a sum
    ['We charge no agency fees and a $20 registration fee is payable.', 'registration'],
    // a warning after the order does not clear it
    ['Pay the USD 20 registration fee via EcoCash, beware of fake agents.', 'pay'],
    // "report" alone is a duty, not a warning
    ['Pay the $10 registration fee and report to our offices on Monday.', 'pay'],
  ])('leaves the demand in %j', (sentence, word) => {
    expect(covers(sentence, word)).toBe(false)
  })

  it('finds nothing in a sentence with no disclaimer', () => {
    expect(disclaimerSpans('pay the $10 registration fee today via ecocash')).toEqual([])
  })
})
