import { describe, expect, it } from 'vitest'

import { MAX_ADVERT_LENGTH, toAdvertLines } from './advert-lines.ts'

const texts = (raw: string) => toAdvertLines(raw).map((line) => line.text)

describe('toAdvertLines', () => {
  it('writes link targets beside their words, and mailto: and tel: targets as what they are', () => {
    expect(
      texts(
        '[Apply here](https://jobs.example.co.zw/1 "Apply") or [email us](mailto:hr@x.co.zw?subject=Hi) or [hr@x.co.zw](mailto:hr@x.co.zw) or [call](tel:+263772123456)',
      ),
    ).toEqual([
      'Apply here https://jobs.example.co.zw/1 or email us hr@x.co.zw or hr@x.co.zw or call +263772123456',
    ])
  })

  it('undoes addresses hidden in brackets, not plain words', () => {
    expect(texts('hr[at]x[dot]co.zw, hr (at) x (dot) co (dot) zw; apply at our offices')).toEqual([
      'hr@x.co.zw, hr@x.co.zw; apply at our offices',
    ])
  })

  it('drops markdown marks, escapes and list markers, and marks headings', () => {
    expect(
      toAdvertLines('## How to apply\n- **Send** your CV to hr\\_team@x.co.zw\n1. *Quote* the ref'),
    ).toEqual([
      { heading: true, text: 'How to apply' },
      { heading: false, text: 'Send your CV to hr_team@x.co.zw' },
      { heading: false, text: 'Quote the ref' },
    ])
  })

  it('folds quotes, dashes, spaces and controls into one form', () => {
    expect(texts('\u201cM&E Officer \u2013 Masvingo\u201d\u00a0 \u202eok\u0007')).toEqual([
      '"M&E Officer - Masvingo" ok',
    ])
  })

  it('reads no further than the cap', () => {
    const lines = texts(`${'a '.repeat(MAX_ADVERT_LENGTH)}\nhr@x.co.zw`)
    expect(lines.join(' ')).not.toContain('hr@x.co.zw')
  })
})
