import { describe, expect, it } from 'vitest'

import { firstStylesheet } from './first-stylesheet.ts'

const lazy = new Set(['Lz_', 'q-9'])

describe('firstStylesheet', () => {
  it("drops a lazy module's rules and keeps the first load's and the global ones", () => {
    const css =
      ':root{--x:1}.card_ab1{color:red}.sheet_Lz_{color:blue}body{margin:0}.menu_q-9>a{top:0}'
    expect(firstStylesheet(css, lazy)).toBe(':root{--x:1}.card_ab1{color:red}body{margin:0}')
  })

  it("keeps a selector list's first-load selectors only", () => {
    expect(firstStylesheet('.a_ab1,.b_Lz_:hover,.c_ab1 .d{color:red}', lazy)).toBe(
      '.a_ab1,.c_ab1 .d{color:red}',
    )
  })

  it('drops a media block left empty, and keeps one with rules left', () => {
    const css =
      '@media (min-width:40em){.sheet_Lz_{width:1px}}@media (min-width:60em){.sheet_Lz_{width:2px}.card_ab1{width:3px}}'
    expect(firstStylesheet(css, lazy)).toBe('@media (min-width:60em){.card_ab1{width:3px}}')
  })

  it('drops nested blocks emptied from the inside out', () => {
    expect(
      firstStylesheet('@supports (display:grid){@media print{.sheet_Lz_{color:red}}}', lazy),
    ).toBe('')
  })

  it("drops a lazy module's keyframes and keeps the others", () => {
    const css = '@keyframes spin_Lz_{to{rotate:1turn}}@keyframes beat_ab1{50%{scale:1.1}}'
    expect(firstStylesheet(css, lazy)).toBe('@keyframes beat_ab1{50%{scale:1.1}}')
  })

  it('keeps a selector that only excludes a lazy class, and a global class that merely looks like one', () => {
    const css = '.card_ab1:not(.sheet_Lz_){color:red}.x_Lz{color:blue}.y__Lz_z{color:green}'
    expect(firstStylesheet(css, lazy)).toBe(css)
  })

  it('reads escaped class names and attribute selectors', () => {
    expect(firstStylesheet('.w\\:full_Lz_{width:100%}[data-x="a_Lz_"]{color:red}', lazy)).toBe(
      '[data-x="a_Lz_"]{color:red}',
    )
  })
})
