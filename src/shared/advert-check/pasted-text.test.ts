import { describe, expect, it } from 'vitest'

import { cleanPastedText, firstLine, MAX_PASTED_LENGTH } from './pasted-text.ts'

describe('cleanPastedText', () => {
  it('drops WhatsApp marks and the forward line, keeps the lines and the emoji', () => {
    expect(
      cleanPastedText(
        'Forwarded many times\n*VACANCY:* _Mine Surveyor_ ~old~ ```x```\n\n\n\n⛏️ Apply',
      ),
    ).toBe('VACANCY: Mine Surveyor old x\n\n⛏ Apply')
  })

  it('keeps the underscore inside an address', () => {
    expect(cleanPastedText('Send to _hr_jobs@acme.example_')).toBe('Send to hr_jobs@acme.example')
  })

  it('takes out zero-width, invisible and right-to-left characters', () => {
    expect(cleanPastedText('Eco\u200bCash\u00ad fee\u202e to\u2066 0772\ufeff123 456')).toBe(
      'EcoCash fee to 0772123 456',
    )
  })

  it('reads look-alike letters from other alphabets as Latin', () => {
    // Cyrillic Е, с and о; a Greek Ο
    expect(cleanPastedText('\u0415\u0441\u043eCash to \u039fne')).toBe('EcoCash to One')
  })

  it('joins letters spaced out to pass a filter, but not initials or an address', () => {
    expect(cleanPastedText('pay by E c o C a s h or e.c.o.c.a.s.h or W-h-a-t-s-A-p-p')).toBe(
      'pay by EcoCash or ecocash or WhatsApp',
    )
    expect(cleanPastedText('Contact J. K. M. Moyo or a.b.c.d@acme.example')).toBe(
      'Contact J. K. M. Moyo or a.b.c.d@acme.example',
    )
    expect(cleanPastedText('Grade A or B')).toBe('Grade A or B')
  })

  it('joins mobile money names split by punctuation', () => {
    expect(cleanPastedText('Eco.Cash, Inn*Bucks, one_money')).toBe('EcoCash, InnBucks, onemoney')
  })

  it('reads fancy letters (fullwidth, mathematical bold) as plain ones', () => {
    expect(cleanPastedText('ＥｃｏＣａｓｈ 𝐅𝐄𝐄')).toBe('EcoCash FEE')
  })

  it('leaves HTML as text', () => {
    expect(cleanPastedText('<b>Vacancy</b> <script>alert(1)</script>')).toBe(
      '<b>Vacancy</b> <script>alert(1)</script>',
    )
  })

  it('reads no more than the cap', () => {
    expect(cleanPastedText('a'.repeat(MAX_PASTED_LENGTH + 500)).length).toBe(MAX_PASTED_LENGTH)
  })
})

describe('firstLine', () => {
  it('is the first line with a letter, for the scam rules to read as a title', () => {
    expect(firstLine('🔥🔥\n*** \nZINARA is hiring\nmore')).toBe('ZINARA is hiring')
    expect(firstLine('123\n')).toBe('')
  })
})
