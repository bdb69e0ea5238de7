import { afterEach, describe, expect, it } from 'vitest'

import {
  forgetServerRenderedMarkdown,
  getMarkdownKey,
  getServerRenderedMarkdown,
  hasServerRenderedMarkdown,
  isMarkdownServerRendered,
  keepServerRenderedMarkdown,
} from './server-markdown.ts'

afterEach(forgetServerRenderedMarkdown)

describe('server-rendered markdown', () => {
  it('names a text by its content', () => {
    expect(getMarkdownKey('## Duties')).toBe(getMarkdownKey('## Duties'))
    expect(getMarkdownKey('## Duties')).not.toBe(getMarkdownKey('## Duties.'))
    expect(getMarkdownKey('')).toMatch(/^[0-9a-z]+-0$/)
  })

  it("keeps the server's rendering of each marked element, by key", () => {
    const root = document.createElement('div')
    const description = '**Apply** by Friday'
    root.innerHTML = `<article><div data-markdown="${getMarkdownKey(description)}"><p><strong>Apply</strong> by Friday</p></div><p>not markdown</p></article>`
    expect(hasServerRenderedMarkdown()).toBe(false)

    keepServerRenderedMarkdown(root)

    expect(hasServerRenderedMarkdown()).toBe(true)
    expect(getServerRenderedMarkdown(getMarkdownKey(description))).toBe(
      '<p><strong>Apply</strong> by Friday</p>',
    )
    expect(isMarkdownServerRendered([description, null])).toBe(true)
    expect(isMarkdownServerRendered([description, 'Requirements'])).toBe(false)
  })

  it('ignores marked elements with an empty key', () => {
    const root = document.createElement('div')
    root.innerHTML = '<div data-markdown=""><p>x</p></div>'
    keepServerRenderedMarkdown(root)
    expect(hasServerRenderedMarkdown()).toBe(false)
  })
})
