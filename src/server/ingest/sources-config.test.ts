import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { StartupError } from '../startup-error.ts'
import { loadSourcesConfig, parseSourcesConfig, SourcesConfigError } from './sources-config.ts'
import { sourceKinds } from './sources-schema.ts'

const EXAMPLE_FILE = new URL('../../../sources.example.json', import.meta.url)
const FILE = 'sources.json'

const tmp = mkdtempSync(path.join(tmpdir(), 'jobs-zw-sources-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

const minimal = { name: 'msasa-board', kind: 'rss', url: 'https://jobs.msasa.example/feed' }

/** The config error `entries` (an array, or raw text) is refused with. */
function refusal(entries: unknown): SourcesConfigError {
  const text = typeof entries === 'string' ? entries : JSON.stringify(entries)
  try {
    parseSourcesConfig(text, FILE)
  } catch (error) {
    if (error instanceof SourcesConfigError) return error
    throw error
  }
  throw new Error(`accepted ${text}`)
}

describe('parseSourcesConfig', () => {
  it('accepts sources.example.json: every kind, all disabled, each with a note', () => {
    const sources = parseSourcesConfig(readFileSync(EXAMPLE_FILE, 'utf8'), 'sources.example.json')
    expect([...new Set(sources.map((source) => source.kind))].sort()).toEqual(
      [...sourceKinds].sort(),
    )
    expect(sources.every((source) => source.enabled === false)).toBe(true)
    expect(sources.every((source) => (source.note ?? '').length > 20)).toBe(true)
    expect(sources.find((source) => source.kind === 'reliefweb')).toMatchObject({
      appname: 'your-registered-appname',
      country: 'Zimbabwe',
    })
    // The card board in the shape the html kind documents.
    expect(sources.find((source) => source.kind === 'html')).toMatchObject({
      maxPages: 5,
      list: { item: 'a.job-listing', link: '@href', next: 'nav.pagination a.next@href' },
      detail: { description: '#job-description', apply: 'a.apply-button@href' },
    })
  })

  it('accepts a minimal entry, enabled unless it says otherwise', () => {
    expect(parseSourcesConfig(JSON.stringify([minimal]), FILE)).toEqual([
      { name: 'msasa-board', kind: 'rss', url: 'https://jobs.msasa.example/feed', enabled: true },
    ])
    expect(parseSourcesConfig(JSON.stringify([{ ...minimal, enabled: false }]))).toEqual([
      { name: 'msasa-board', kind: 'rss', url: 'https://jobs.msasa.example/feed', enabled: false },
    ])
    expect(parseSourcesConfig('[]', FILE)).toEqual([])
  })

  it("keeps the options of the source's kind", () => {
    const relief = {
      name: 'relief',
      kind: 'reliefweb',
      url: 'https://api.reliefweb.int/v2/jobs',
      appname: 'jobs-zw',
      country: 'Zambia',
      note: 'Registered in 2026',
    }
    expect(parseSourcesConfig(JSON.stringify([relief]))).toEqual([{ ...relief, enabled: true }])
  })

  it("fills in the defaults of the source's kind", () => {
    const entry = (kind: string) => ({ ...minimal, name: kind, kind, appname: undefined })
    const sources = parseSourcesConfig(
      JSON.stringify([
        entry('jsonld'),
        entry('smartrecruiters'),
        { ...entry('reliefweb'), appname: 'a' },
      ]),
    )
    expect(sources).toMatchObject([{ maxPages: 200 }, { maxPages: 10 }, { country: 'Zimbabwe' }])
  })

  it('refuses an option of another kind, naming the source, its kind and the option', () => {
    expect(refusal([{ ...minimal, name: 'herald', maxPages: 3 }]).message).toBe(
      'sources.json: source "herald" (kind rss): option "maxPages" is not for this kind (rss takes: company)',
    )
    const relief = { name: 'relief', kind: 'reliefweb', url: minimal.url, appname: 'a' }
    expect(refusal([{ ...relief, company: 'Various employers' }]).message).toBe(
      'sources.json: source "relief" (kind reliefweb): option "company" is not for this kind (reliefweb takes: appname, country)',
    )
  })

  it('refuses text that is not JSON, naming the file', () => {
    const error = refusal('[{"name": "a",]')
    expect(error).toBeInstanceOf(StartupError)
    expect(error.message).toMatch(/^sources\.json is not valid JSON: /)
  })

  it('refuses JSON that is not an array', () => {
    expect(refusal({ sources: [minimal] }).message).toBe(
      'sources.json must hold a JSON array of sources',
    )
  })

  it('refuses an entry that is not an object', () => {
    expect(refusal([minimal, 'https://jobs.example/feed']).message).toBe(
      'sources.json: source 2: must be an object',
    )
  })

  it('refuses an entry written as a list, which is no object either', () => {
    expect(refusal([['msasa-board', 'rss']]).message).toBe(
      'sources.json: source 1: must be an object',
    )
  })

  it('names a required field that is missing', () => {
    expect(refusal([{ name: 'msasa-board', url: minimal.url }]).message).toBe(
      'sources.json: source "msasa-board": "kind" must be one of rss, jsonld, reliefweb, greenhouse, lever, workable, smartrecruiters, ashby, html',
    )
    expect(refusal([{ name: 'msasa-board', kind: 'rss' }]).message).toBe(
      'sources.json: source "msasa-board" (kind rss): "url" must be an http(s) URL',
    )
  })

  it('refuses a field no kind knows, such as a misspelt option, listing the right ones', () => {
    expect(refusal([{ ...minimal, compnay: 'Msasa Foods' }]).message).toBe(
      'sources.json: source "msasa-board" (kind rss): option "compnay" is not for this kind (rss takes: company)',
    )
  })

  it.each([
    ['missing', { kind: 'rss', url: 'https://a.example/feed' }],
    ['empty', { ...minimal, name: '' }],
    ['with a space', { ...minimal, name: 'msasa board' }],
    ['with a slash', { ...minimal, name: '../etc' }],
    ['64 characters long', { ...minimal, name: 'a'.repeat(64) }],
    ['a number', { ...minimal, name: 42 }],
  ])('refuses a name that is %s', (_label, entry) => {
    expect(refusal([minimal, entry]).message).toBe(
      'sources.json: source 2: "name" must be 1-63 letters, digits, dots, dashes or underscores',
    )
  })

  it('refuses a name used twice', () => {
    expect(refusal([minimal, { ...minimal, kind: 'jsonld' }]).message).toBe(
      'sources.json: source 2: the name "msasa-board" is used twice',
    )
  })

  it('refuses an unknown kind, listing the known ones', () => {
    expect(refusal([{ ...minimal, kind: 'atom' }]).message).toBe(
      'sources.json: source "msasa-board": "kind" must be one of rss, jsonld, reliefweb, greenhouse, lever, workable, smartrecruiters, ashby, html',
    )
  })

  it.each([
    ['ftp://jobs.example/feed.xml'],
    ['file:///etc/passwd'],
    ['jobs.example/feed.xml'],
    ['http://'],
    [42],
  ])('refuses the url %s', (url) => {
    expect(refusal([{ ...minimal, url }]).message).toBe(
      'sources.json: source "msasa-board" (kind rss): "url" must be an http(s) URL',
    )
  })

  it.each([['yes'], [1], [null]])('refuses enabled: %s', (enabled) => {
    expect(refusal([{ ...minimal, enabled }]).message).toBe(
      'sources.json: source "msasa-board" (kind rss): "enabled" must be true or false',
    )
  })

  it('refuses a match that is not a valid regular expression', () => {
    const entry = { ...minimal, kind: 'jsonld', match: '/jobs/(' }
    expect(refusal([entry]).message).toBe(
      'sources.json: source "msasa-board" (kind jsonld): option "match" is not a valid regular expression',
    )
  })

  it.each([
    ['jsonld', 'match', 'option "match"'],
    ['reliefweb', 'appname', 'option "appname"'],
    ['reliefweb', 'country', 'option "country"'],
    ['workable', 'country', 'option "country"'],
    ['rss', 'company', 'option "company"'],
    ['rss', 'note', '"note"'],
  ])('refuses a %s source whose %s is not a string', (kind, key, named) => {
    expect(refusal([{ ...minimal, kind, appname: undefined, [key]: ['x'] }]).message).toBe(
      `sources.json: source "msasa-board" (kind ${kind}): ${named} must be a string`,
    )
  })

  it.each([[0], [-1], [2.5], ['10']])('refuses maxPages %s', (maxPages) => {
    expect(refusal([{ ...minimal, kind: 'jsonld', maxPages }]).message).toBe(
      'sources.json: source "msasa-board" (kind jsonld): option "maxPages" must be a positive integer',
    )
  })

  it.each([
    [0, 'must be at least 1 day'],
    [366, 'is at most 365 days'],
    [2.5, 'must be a whole number of days'],
    ['60', 'must be a whole number of days'],
  ])('refuses maxAgeDays %j', (maxAgeDays, rule) => {
    expect(refusal([{ ...minimal, kind: 'rss', maxAgeDays }]).message).toBe(
      `sources.json: source "msasa-board" (kind rss): "maxAgeDays" ${rule}`,
    )
  })

  it('takes maxAgeDays on every kind, and leaves it unset for the default', () => {
    const [rss, greenhouse] = parseSourcesConfig(
      JSON.stringify([
        { ...minimal, kind: 'rss', maxAgeDays: 30 },
        {
          name: 'gh',
          kind: 'greenhouse',
          url: 'https://boards-api.greenhouse.io/v1/boards/x/jobs',
        },
      ]),
    )
    expect(rss?.maxAgeDays).toBe(30)
    expect(greenhouse?.maxAgeDays).toBeUndefined()
  })

  it('refuses an enabled ReliefWeb source without an appname, and accepts a disabled one', () => {
    const relief = { name: 'relief', kind: 'reliefweb', url: 'https://api.reliefweb.int/v2/jobs' }
    expect(refusal([relief]).message).toBe(
      'sources.json: source "relief" (kind reliefweb): ReliefWeb asks every caller for an "appname"; set one',
    )
    expect(refusal([{ ...relief, appname: '' }]).message).toContain('"appname"')
    expect(parseSourcesConfig(JSON.stringify([{ ...relief, enabled: false }]))).toEqual([
      { ...relief, enabled: false, country: 'Zimbabwe' },
    ])
  })
})

describe('html sources', () => {
  const board = {
    name: 'card-board',
    kind: 'html',
    url: 'https://board.example/vacancies/',
    list: { item: 'a.job-listing', link: '@href', title: 'h3', next: 'a.next@href' },
    detail: { description: '#job-description', apply: 'a.apply-button@href' },
  }

  it('keeps the selectors', () => {
    expect(parseSourcesConfig(JSON.stringify([board]))).toEqual([
      { ...board, enabled: true, maxPages: 5 },
    ])
  })

  it('needs list selectors with an item and a title', () => {
    expect(refusal([{ ...board, list: undefined }]).message).toBe(
      'sources.json: source "card-board" (kind html): option "list" is required',
    )
    expect(refusal([{ ...board, list: { item: 'a.job' } }]).message).toBe(
      `sources.json: source "card-board" (kind html): option "list.title" is required: the selector of a card's title`,
    )
    expect(refusal([{ ...board, list: 'a.job' }]).message).toBe(
      'sources.json: source "card-board" (kind html): option "list" must be an object of selectors',
    )
  })

  it('refuses a selector it does not read, listing the ones it does', () => {
    expect(refusal([{ ...board, detail: { descripton: '#about' } }]).message).toBe(
      'sources.json: source "card-board" (kind html): option "detail.descripton" is not a selector here (it takes: description, apply, deadline, company, location, category, type, salary)',
    )
  })

  it('names a selector that is not valid CSS, or not a string', () => {
    expect(refusal([{ ...board, list: { ...board.list, title: 'h3[' } }]).message).toMatch(
      /^sources\.json: source "card-board" \(kind html\): option "list\.title" is not a valid CSS selector/,
    )
    expect(refusal([{ ...board, detail: { apply: 42 } }]).message).toBe(
      'sources.json: source "card-board" (kind html): option "detail.apply" must be a selector string',
    )
  })

  it('bounds maxPages of an html source', () => {
    expect(refusal([{ ...board, maxPages: 51 }]).message).toBe(
      'sources.json: source "card-board" (kind html): option "maxPages" is at most 50 listing pages',
    )
  })

  it('refuses a remote option that is not true or false', () => {
    const ats = {
      name: 'ats',
      kind: 'ashby',
      url: 'https://api.ashbyhq.com/posting-api/job-board/x',
    }
    expect(refusal([{ ...ats, remote: 'yes' }]).message).toBe(
      'sources.json: source "ats" (kind ashby): option "remote" must be true or false',
    )
  })
})

describe('loadSourcesConfig', () => {
  it('reads no sources from a missing file', () => {
    expect(loadSourcesConfig(path.join(tmp, 'missing.json'))).toEqual([])
  })

  it('reads a file and names it in its errors', () => {
    const good = path.join(tmp, 'good.json')
    writeFileSync(good, JSON.stringify([minimal]))
    expect(loadSourcesConfig(good)).toEqual([{ ...minimal, enabled: true }])

    const bad = path.join(tmp, 'bad.json')
    writeFileSync(bad, JSON.stringify([{ ...minimal, kind: 'csv' }]))
    expect(() => loadSourcesConfig(bad)).toThrow(
      `${bad}: source "msasa-board": "kind" must be one of`,
    )
  })
})
