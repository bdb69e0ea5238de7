import { describe, expect, it } from 'vitest'

import {
  collapsedText,
  parseFieldSelector,
  parseHtml,
  readField,
  selectorProblem,
} from './page-selectors.ts'

const card = parseHtml(`
  <a class="job" href="/vacancies/clerk/" data-id="42">
    <h3 class="title">  Stores
       Clerk&nbsp;&amp; Driver </h3>
    <span class="apply"><a href="mailto:hr@x.example">Email</a></span>
  </a>`)

describe('the selector mini-language', () => {
  it('splits sel@attr, @attr and plain selectors', () => {
    expect(parseFieldSelector('h3.title')).toEqual({ css: 'h3.title', attribute: null })
    expect(parseFieldSelector('a.next@href')).toEqual({ css: 'a.next', attribute: 'href' })
    expect(parseFieldSelector('@href')).toEqual({ css: null, attribute: 'href' })
    expect(parseFieldSelector('a[href^="mailto:hr@x.example"]')).toEqual({
      css: 'a[href^="mailto:hr@x.example"]',
      attribute: null,
    })
  })

  it('reads whitespace-collapsed text, attributes, and the card’s own attribute', () => {
    const element = card.children.find((node) => 'attribs' in node)
    if (!element || !('attribs' in element)) throw new Error('no card')
    expect(readField(element, 'h3.title')).toBe('Stores Clerk & Driver')
    expect(readField(element, '@href')).toBe('/vacancies/clerk/')
    expect(readField(element, '@data-id')).toBe('42')
    expect(readField(element, '.apply a@href')).toBe('mailto:hr@x.example')
    expect(readField(element, 'h4.missing')).toBeNull()
    expect(readField(element, '@title')).toBeNull()
  })

  it('keeps words apart at block edges on a minified page, but not inside a word', () => {
    const minified = parseHtml(
      '<div class="c"><h3>Accountant</h3><h4>Delta Beverages</h4><ul><li>Harare</li>' +
        '<li>Expires 24 Dec 2026</li></ul><p>Ha<b>rare</b> office<br>2 posts</p>' +
        '<script>var x = 1</script></div>',
    )
    expect(collapsedText(minified)).toBe(
      'Accountant Delta Beverages Harare Expires 24 Dec 2026 Harare office 2 posts',
    )
  })

  it('names what is wrong with a selector', () => {
    expect(selectorProblem('h3.title')).toBeNull()
    expect(selectorProblem('@href')).toBeNull()
    expect(selectorProblem('   ')).toBe('is empty')
    expect(selectorProblem('h3[')).toMatch(/^is not a valid CSS selector/)
  })
})
