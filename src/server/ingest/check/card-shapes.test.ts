import { describe, expect, it } from 'vitest'

import { htmlAdapter } from '../adapters/html/html.ts'
import { adapterContext, fakeFetcher, testSource } from '../testing/adapter-test-kit.ts'
import {
  alternatingBoard,
  featuredCardsBoard,
  numberedRowsBoard,
  VACANCIES,
} from '../testing/ad-laden-board.ts'
import { findCardShapes } from './card-shapes.ts'
import { formatCheckReport } from './format-check-report.ts'

describe('findCardShapes', () => {
  it('sees rows whose classes alternate as one shape, leaving the sponsored row and ads out', () => {
    const [best] = findCardShapes(alternatingBoard())
    expect(best).toMatchObject({
      selector: 'div.job-list:not(.sponsored)',
      count: 6,
      title: 'h3.job-title',
      deadline: 'p.closing',
      // the sponsored row and the two AdSense blocks between the rows
      adsLeftOut: 3,
      adsMatched: 0,
    })
    expect(best?.sample).toMatch(/^Accountant Msasa Foods/)
  })

  it('names rows numbered by class by their stem, and cards marked "featured" by what they share', () => {
    expect(findCardShapes(numberedRowsBoard())[0]).toMatchObject({
      selector: 'li[class*="job-row-"]:not(.job-row-ad)',
      count: 6,
      deadline: 'span.deadline',
      adsLeftOut: 1,
    })
    expect(findCardShapes(featuredCardsBoard())[0]).toMatchObject({
      selector: 'article.job',
      count: 6,
      title: 'h2.entry-title',
      adsLeftOut: 0,
    })
  })

  it('leaves the menus of the header and footer out', () => {
    const selectors = findCardShapes(alternatingBoard()).map((shape) => shape.selector)
    expect(selectors.some((selector) => selector.startsWith('li.menu-item'))).toBe(false)
  })

  it('says which ad slots it left out, and which the selector still matches', () => {
    const lines = formatCheckReport(
      { name: 'board', kind: 'html', url: 'https://board.example/jobs/' },
      {
        jobs: [],
        complete: false,
        warnings: [],
        gaps: [],
        fields: [],
        error: null,
        shapes: findCardShapes(alternatingBoard()),
      },
      'Africa/Harare',
    )
    expect(lines).toContain(
      '  "div.job-list:not(.sponsored)" x6 (left out 3 ad and sponsored slots), inside: title "h3.job-title", deadline "p.closing"',
    )
    expect(lines).toContain(
      '  "h3.job-title" x6 (left out 1 ad and sponsored slot; 1 of them matches this selector too, and would be read as jobs)',
    )
  })

  it.each([
    ['alternating', alternatingBoard],
    ['numbered', numberedRowsBoard],
    ['featured', featuredCardsBoard],
  ])('suggests an item selector that reads every %s card and no ad', async (_name, board) => {
    const url = 'https://board.example/jobs/'
    const [best] = findCardShapes(board())
    const source = testSource({
      name: 'board',
      kind: 'html',
      url,
      list: { item: best?.selector ?? '', title: 'a' },
    })
    const result = await htmlAdapter(adapterContext(source, fakeFetcher({ [url]: board() })))
    expect(result.jobs.map((job) => job.title)).toEqual(VACANCIES.map((job) => job.title))
    expect(result.warnings).toEqual([])
  })
})
