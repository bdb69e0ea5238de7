import { describe, expect, it } from 'vitest'

import { adapterContext, fakeFetcher, testSource } from '../../testing/adapter-test-kit.ts'
import type { HtmlListSelectors } from './html-source.ts'
import { htmlAdapter } from './html.ts'

const URL_1 = 'https://board.example/jobs/'

const list: HtmlListSelectors = {
  item: 'article.vacancy',
  title: 'h2',
  link: 'h2 a@href',
  company: '.employer',
  location: '.town',
  deadline: '.closing',
  category: '.sector',
}

function source(overrides: Record<string, unknown> = {}) {
  return testSource({ name: 'board', kind: 'html', url: URL_1, list, ...overrides })
}

function vacancy(path: string, title: string, closing: string, extra = ''): string {
  return `<article class="vacancy"><h2><a href="${path}">${title}</a></h2>
    <p class="employer">Chinhoyi Agro</p><p class="town">Chinhoyi</p>
    <p class="sector">Agriculture</p><p class="closing">${closing}</p>${extra}</article>`
}

describe('htmlAdapter', () => {
  it('reads the deadline forms local boards print, and categories as tags', async () => {
    const page = `<html><body><base href="https://board.example/">
      ${vacancy('jobs/a', 'Farm Manager', 'Closing date: Friday, 4 December 2026')}
      ${vacancy('jobs/b', 'Tractor Driver', 'Deadline 04/12/2026')}
      ${vacancy('jobs/c', 'Agronomist', 'Expires 24 Aug 2026')}
      ${vacancy('jobs/d', 'Clerk', 'Open until filled')}</body></html>`
    const result = await htmlAdapter(adapterContext(source(), fakeFetcher({ [URL_1]: page })))
    expect(result.complete).toBe(true)
    expect(result.jobs.map((job) => [job.externalId, job.expiryDate])).toEqual([
      ['https://board.example/jobs/a', '2026-12-04'],
      ['https://board.example/jobs/b', '2026-12-04'],
      ['https://board.example/jobs/c', '2026-08-24'],
      ['https://board.example/jobs/d', null],
    ])
    expect(result.jobs[0]).toMatchObject({
      company: 'Chinhoyi Agro',
      location: 'Chinhoyi',
      tags: ['Agriculture'],
      jobLink: 'https://board.example/jobs/a',
    })
  })

  it('skips cards without a title, and fails when no card has one', async () => {
    const page = `${vacancy('/a', 'Clerk', '1/12/2026')}${vacancy('/b', '', '1/12/2026')}`
    const result = await htmlAdapter(adapterContext(source(), fakeFetcher({ [URL_1]: page })))
    expect(result.jobs).toHaveLength(1)
    expect(result.warnings).toEqual(['card 2: skipped, it has no title'])

    const untitled = vacancy('/b', '', '1/12/2026')
    await expect(
      htmlAdapter(adapterContext(source(), fakeFetcher({ [URL_1]: untitled }))),
    ).rejects.toThrow(/1 cards matched "article.vacancy" .* none had a title/)
  })

  it('fails when the first page cannot be fetched; a later page makes the listing partial', async () => {
    await expect(htmlAdapter(adapterContext(source(), fakeFetcher({})))).rejects.toThrow(/404/)
    const withNext = `${vacancy('/a', 'Clerk', '1/12/2026')}<a class="next" href="/jobs/2">Next</a>`
    const result = await htmlAdapter(
      adapterContext(
        source({ list: { ...list, next: 'a.next@href' } }),
        fakeFetcher({ [URL_1]: withNext }),
      ),
    )
    expect(result).toMatchObject({ complete: false })
    expect(result.jobs).toHaveLength(1)
    expect(result.warnings[0]).toMatch(/^page 2 \(https:\/\/board\.example\/jobs\/2\)/)
  })

  it('reads year-less and relative dates against the ingest clock', async () => {
    // TEST_NOW is 2026-11-02T10:00Z, midday in Harare.
    const card = (path: string, title: string, posted: string, closing: string) =>
      vacancy(path, title, closing, `<p class="posted">${posted}</p>`)
    const page = [
      card('/a', 'Farm Manager', 'Posted 3 days ago', 'Closing: 14 March'),
      card('/b', 'Tractor Driver', 'Yesterday', '18 Nov'),
      card('/c', 'Agronomist', '14 Oct', 'Deadline 28 Nov, 11:59 PM ET'),
      card('/d', 'Clerk', '10 hours ago', 'Closes tomorrow'),
      card('/e', 'Guard', 'Posted: the 3rd of November', 'Open until filled'),
    ].join('')
    const withPosted = source({ list: { ...list, posted: '.posted' } })
    const result = await htmlAdapter(adapterContext(withPosted, fakeFetcher({ [URL_1]: page })))
    expect(
      result.jobs.map((job) => [
        job.title,
        job.datePosted,
        job.postedAt,
        job.expiryDate,
        job.expiryTs,
      ]),
    ).toEqual([
      ['Farm Manager', '2026-10-30', null, '2027-03-14', null],
      ['Tractor Driver', '2026-11-01', null, '2026-11-18', null],
      // 23:59 in New York (UTC-5) is 06:59 the next day in Harare.
      ['Agronomist', '2026-10-14', null, null, '2026-11-29T04:59:00.000Z'],
      // Ten hours before midday is 02:00 the same day in Harare.
      ['Clerk', '2026-11-02', '2026-11-02T00:00:00.000Z', '2026-11-03', null],
      // A posted date never lies ahead: "3 November" is last year's.
      ['Guard', '2025-11-03', null, null, null],
    ])
  })

  it("finds a deadline phrase anywhere in a card's text when no field holds the deadline", async () => {
    const noDeadline = { ...list, deadline: undefined }
    const card = (path: string, title: string, words: string) =>
      `<article class="vacancy"><h2><a href="${path}">${title}</a></h2><p>${words}</p></article>`
    const page = [
      card('/a', 'Nurse', 'Harare · Full time · Deadline: 14 Mar'),
      card('/b', 'Teacher', 'Applications close 5 December 2026'),
      card('/c', 'Cook', 'CVs not later than Nov 20th'),
      card('/d', 'Driver', 'Posted 20 Oct · Bulawayo'),
      // A phrase in the title and a date further on is no deadline.
      card('/e', 'Account Closing Clerk', 'Harare · 14 Mar'),
    ].join('')
    const result = await htmlAdapter(
      adapterContext(source({ list: noDeadline }), fakeFetcher({ [URL_1]: page })),
    )
    expect(result.jobs.map((job) => [job.title, job.expiryDate])).toEqual([
      ['Nurse', '2027-03-14'],
      ['Teacher', '2026-12-05'],
      ['Cook', '2026-11-20'],
      ['Driver', null],
      ['Account Closing Clerk', null],
    ])
  })

  it("reads a year-less deadline in a detail page's description", async () => {
    const page = vacancy('/jobs/1', 'Clerk', '')
    const fetch = fakeFetcher((url) =>
      url === URL_1 ? page : '<div id="about"><p>Applications close on 4 Dec at 16:00.</p></div>',
    )
    const result = await htmlAdapter(
      adapterContext(source({ detail: { description: '#about' } }), fetch),
    )
    expect(result.jobs[0]).toMatchObject({ expiryTs: '2026-12-04T14:00:00.000Z' })
  })

  it('reads a sample of detail pages when asked to (sources check)', async () => {
    const requested: string[] = []
    const page = [1, 2, 3].map((n) => vacancy(`/jobs/${n}`, `Clerk ${n}`, '1/12/2026')).join('')
    const fetch = fakeFetcher(
      (url) => (url === URL_1 ? page : `<div id="about">About ${url}</div>`),
      { requested },
    )
    const context = { ...adapterContext(source({ detail: { description: '#about' } }), fetch) }
    const result = await htmlAdapter({ ...context, maxDetails: 2 })
    expect(requested).toEqual([
      URL_1,
      'https://board.example/jobs/1',
      'https://board.example/jobs/2',
    ])
    expect(result.jobs.map((job) => job.description)).toEqual([
      'About https://board.example/jobs/1',
      'About https://board.example/jobs/2',
      '',
    ])
    expect(result.warnings).toEqual(['1 detail pages not read (only a sample was asked for)'])
  })
})
