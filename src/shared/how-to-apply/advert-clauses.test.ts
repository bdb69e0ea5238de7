import { describe, expect, it } from 'vitest'

import { toClauses } from './advert-clauses.ts'

const advert = (text: string) => toClauses(text, { allApply: false })

describe('toClauses', () => {
  it('cuts at sentence ends, semicolons and bars, not after P.O., No. or an initial', () => {
    expect(
      advert('Write to P.O. Box 12, Gweru. Attn: Mr. T. Moyo; Stand No. 5 | Call us. Thanks').map(
        (clause) => clause.text,
      ),
    ).toEqual([
      'Write to P.O. Box 12, Gweru.',
      'Attn: Mr. T. Moyo',
      'Stand No. 5',
      'Call us.',
      'Thanks',
    ])
  })

  it('keeps the lines after a lead with it, the line breaks between them', () => {
    expect(
      advert(
        'Applications should be addressed to:\n\nThe HR Manager\nP.O. Box 1\nHarare\n\nWe are an equal opportunity employer and welcome all.',
      ).map((clause) => clause.text),
    ).toEqual([
      'Applications should be addressed to:\nThe HR Manager\nP.O. Box 1\nHarare',
      'We are an equal opportunity employer and welcome all.',
    ])
  })

  it('goes on after a blank line only with a part of an address', () => {
    expect(
      advert('Send to:\n\nThe HR Manager\n\nP.O. Box 1\n\nor email: hr@x.co.zw').map(
        (clause) => clause.text,
      ),
    ).toEqual(['Send to:\nThe HR Manager\nP.O. Box 1', 'or email: hr@x.co.zw'])
  })

  it('carries a bare "apply" into the next sentence of its paragraph', () => {
    expect(
      advert('Apply now! Call 0772 123 456. Call us for hardware.\nCall us for paint.').map(
        ({ text, applies }) => [text, applies],
      ),
    ).toEqual([
      ['Apply now!', true],
      ['Call 0772 123 456.', true],
      ['Call us for hardware.', false],
      ['Call us for paint.', false],
    ])
  })

  it('ends the apply part at its closing words', () => {
    expect(
      advert(
        'How to apply\nEmail: hr@x.co.zw\nOnly shortlisted candidates will be contacted. Tel: 0242 700 000',
      ).map(({ text, applies }) => [text, applies]),
    ).toEqual([
      ['Email: hr@x.co.zw', true],
      ['Only shortlisted candidates will be contacted.', true],
      ['Tel: 0242 700 000', false],
    ])
  })

  it('reads everything under an apply heading as applying, until the next heading', () => {
    expect(
      advert('How to Apply\nEmail: hr@x.co.zw\nREQUIREMENTS\nTel: 0242 700 000').map(
        ({ text, applies }) => [text, applies],
      ),
    ).toEqual([
      ['Email: hr@x.co.zw', true],
      ['Tel: 0242 700 000', false],
    ])
  })

  it('reads the documents under a documents heading as asked for', () => {
    expect(
      advert('### Documents required\n- CV\n- ID').map((clause) => clause.asksForDocuments),
    ).toEqual([true, true])
  })

  it("reads all of a source's how-to-apply text as applying", () => {
    expect(toClauses('Tel: 0242 700 000', { allApply: true })[0]?.applies).toBe(true)
    expect(advert('Tel: 0242 700 000')[0]?.applies).toBe(false)
  })

  it('takes lines in capitals for addresses and documents, not headings, unless they name one', () => {
    const clauses = advert('HOW TO APPLY\nTHE DIRECTOR\nCV\nKEY REQUIREMENTS\nCV')
    expect(clauses.map(({ text, applies }) => [text, applies])).toEqual([
      ['THE DIRECTOR', true],
      ['CV', true],
      ['CV', true],
    ])
    expect(clauses[2]?.asksForDocuments).toBe(false)
  })
})
