import { describe, expect, it } from 'vitest'

import { inlineStylesheets } from './inline-stylesheets.ts'

const files: Record<string, string> = {
  '/assets/index-a.css': 'body{color:#111}',
  '/assets/evil.css': 'a::after{content:"</style><script>alert(1)</script>"}',
}
const read = (href: string) => files[href] ?? null

describe('inlineStylesheets', () => {
  it("puts a linked stylesheet's rules in the page, whatever the attribute order", () => {
    expect(
      inlineStylesheets(
        '<head><link rel="stylesheet" crossorigin href="/assets/index-a.css"></head>',
        read,
      ),
    ).toBe('<head><style>body{color:#111}</style></head>')
    expect(inlineStylesheets('<link href="/assets/index-a.css" rel=stylesheet />', read)).toBe(
      '<style>body{color:#111}</style>',
    )
  })

  it('leaves a disabled stylesheet as a link, for the app to enable', () => {
    const html =
      '<link rel="stylesheet" crossorigin href="/assets/index-a.css" disabled data-whole-stylesheet>'
    expect(inlineStylesheets(html, read)).toBe(html)
  })

  it('keeps links it cannot read, other links and CSS that could end the element', () => {
    const html =
      '<link rel="stylesheet" href="/assets/gone.css">' +
      '<link rel="icon" href="/assets/index-a.css">' +
      '<link rel="stylesheet" href="/assets/evil.css">'
    expect(inlineStylesheets(html, read)).toBe(html)
  })

  it('inserts the rules literally, replacement patterns and all', () => {
    const css = { '/a.css': 'a::before{content:"$& $\'"}' }
    expect(
      inlineStylesheets('<link rel="stylesheet" href="/a.css">', (h) => css[h as '/a.css']),
    ).toBe('<style>a::before{content:"$& $\'"}</style>')
  })
})
