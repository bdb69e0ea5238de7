import { describe, expect, it } from 'vitest'

import type { FirstStylesheet } from '#shared/first-stylesheet.ts'

import { linkFirstStylesheet, parseFirstStylesheet } from './first-stylesheet.ts'

const styles: FirstStylesheet = {
  first: 'assets/first-Ab12Cd34.css',
  whole: 'assets/style-Xy98Zw76.css',
  lazyHashes: ['Lz_', 'q-9'],
}
const head = '<head><link rel="stylesheet" crossorigin href="/assets/style-Xy98Zw76.css"></head>'

describe('linkFirstStylesheet', () => {
  it('links the subset, and the whole stylesheet disabled, for a page of first-load classes', () => {
    const html = `${head}<body><div class="card_ab1 button button--primary">Apply</div></body>`
    expect(linkFirstStylesheet(html, styles)).toBe(
      '<head><link rel="stylesheet" href="/assets/first-Ab12Cd34.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/style-Xy98Zw76.css" disabled data-whole-stylesheet>' +
        '</head><body><div class="card_ab1 button button--primary">Apply</div></body>',
    )
  })

  it('keeps the whole stylesheet for a page that shows a class the subset leaves out', () => {
    for (const classes of ['article_Lz_', 'card_ab1  menu_q-9', 'x\nlist_q-9']) {
      const html = `${head}<body><p class="${classes}">Text</p></body>`
      expect(linkFirstStylesheet(html, styles)).toBe(html)
    }
  })

  it('reads classes only from class attributes, not from text that looks like one', () => {
    const html = `${head}<body><p class="card_ab1">menu_q-9 and data-x="a_Lz_"</p></body>`
    expect(linkFirstStylesheet(html, styles)).toContain('data-whole-stylesheet')
  })

  it('leaves a page without the whole stylesheet as it was', () => {
    const html = '<head><link rel="stylesheet" href="/assets/style-Other000.css"></head>'
    expect(linkFirstStylesheet(html, styles)).toBe(html)
  })
})

describe('parseFirstStylesheet', () => {
  it('reads what the build wrote', () => {
    expect(parseFirstStylesheet(JSON.stringify(styles))).toEqual(styles)
  })

  it('refuses anything else, so that the server keeps the whole stylesheet', () => {
    for (const text of [
      '',
      'null',
      '[]',
      '{"first":"assets/first.css","whole":"assets/style.css"}',
      '{"first":"assets/first.js","whole":"assets/style.css","lazyHashes":[]}',
      '{"first":"../../etc/passwd.css\\"><script>","whole":"assets/style.css","lazyHashes":[]}',
      '{"first":"assets/first.css","whole":"assets/style.css","lazyHashes":[1]}',
      '{"first":"assets/first.css","whole":"assets/style.css","lazyHashes":["toolong"]}',
      '{"first":"assets/../../secret.css","whole":"assets/style.css","lazyHashes":[]}',
    ])
      expect(parseFirstStylesheet(text)).toBeNull()
  })
})
