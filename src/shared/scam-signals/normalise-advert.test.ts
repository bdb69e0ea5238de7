import { describe, expect, it } from 'vitest'

import { normaliseAdvert, normaliseText } from './normalise-advert.ts'
import { makeAdvert } from './testing/make-advert.ts'

describe('normaliseText', () => {
  it('applies NFKC, lower-cases and collapses spaces, keeping the original case in `shown`', () => {
    const passage = normaliseText('Ｐａｙ   NOW\t\tplease')
    expect(passage.text).toBe('pay now please')
    expect(passage.shown).toBe('Pay NOW please')
  })

  it('joins the spellings of payment names and WhatsApp', () => {
    expect(normaliseText('Eco Cash, eco-cash, Inn Bucks, One Money, Whats App').text).toBe(
      'ecocash, ecocash, innbucks, onemoney, whatsapp',
    )
  })

  it('expands "n\'t" (straight or curly) so that "not" is a word', () => {
    expect(normaliseText("Don’t pay. We won't ask.").text).toBe('do not pay. we wo not ask.')
  })

  it('drops markdown marks but keeps a link address', () => {
    const passage = normaliseText('## Apply\n- **Email** [our site](https://acme.co.zw/jobs)')
    expect(passage.text).toBe('apply\nemail our site https://acme.co.zw/jobs')
  })

  it('keeps `text` and `shown` the same length', () => {
    const passage = normaliseText('Send US $ 20 by Eco Cash — don’t delay')
    expect(passage.shown.length).toBe(passage.text.length)
    expect(passage.shown.toLowerCase()).toBe(passage.text)
  })
  // Adverts come from strangers' pages: an unclosed markdown link repeated used to take 82 s at
  // 8,000 characters. This input would take far longer than the test's time-out.
  it('reads crafted markdown-link text at once', { timeout: 10_000 }, () => {
    const crafted = '[a]('.repeat(16_000)
    expect(normaliseText(crafted).text.length).toBeGreaterThan(0)
    expect(normaliseText('See [our site](https://jobs.example "Jobs") now').text).toContain(
      'our site https://jobs.example',
    )
  })
})

describe('normaliseAdvert', () => {
  it('cuts fields into clauses at sentence ends, semicolons and "but"', () => {
    const advert = normaliseAdvert(
      makeAdvert({
        title: 'Cashier',
        description: 'We charge no fees, but pay $10 now. Salary USD 3.50 an hour; apply today!',
      }),
    )
    expect(advert.clauses.map((clause) => clause.text)).toEqual([
      'cashier',
      'we charge no fees',
      'but pay $10 now',
      'salary usd 3.50 an hour',
      'apply today',
    ])
  })

  it('does not cut at abbreviations, decimals or inside addresses', () => {
    const advert = normaliseAdvert(
      makeAdvert({ description: 'Write to P.O. Box 12, e.g. by post, or hr@acme.co.zw. Thanks.' }),
    )
    expect(advert.clauses.map((clause) => clause.text)).toEqual([
      'vacancy',
      'write to p.o. box 12, e.g. by post, or hr@acme.co.zw',
      'thanks',
    ])
  })

  it('keeps commas inside a clause: the guard needs "Do not delay, pay..." whole', () => {
    const advert = normaliseAdvert(makeAdvert({ description: 'Do not delay, pay the fee.' }))
    expect(advert.clauses.at(-1)?.text).toBe('do not delay, pay the fee')
  })

  it('labels each clause with its field and makes each tag its own clause', () => {
    const advert = normaliseAdvert(
      makeAdvert({ description: 'Text.', requirements: 'CV.', tags: ['Finance', 'Harare'] }),
    )
    expect(advert.clauses.map((clause) => [clause.field, clause.text])).toEqual([
      ['title', 'vacancy'],
      ['description', 'text'],
      ['requirements', 'cv'],
      ['tags', 'finance'],
      ['tags', 'harare'],
    ])
  })

  it('notes a job link, and reads the company apart from the text', () => {
    const advert = normaliseAdvert(
      makeAdvert({ company: 'Delta  Beverages', description: 'x', jobLink: 'https://d.co.zw' }),
    )
    expect(advert.company).toBe('delta beverages')
    expect(advert.hasJobLink).toBe(true)
    expect(advert.whole.text).not.toContain('delta')
    expect(normaliseAdvert(makeAdvert({ description: 'x', jobLink: ' ' })).hasJobLink).toBe(false)
  })
})
