/** Cleaned fields in the sources file: what is taken, and each refusal as the operator reads it. */
import { describe, expect, it } from 'vitest'

import { parseSourcesConfig, SourcesConfigError } from '../../sources-config.ts'

const board = {
  name: 'agency-board',
  kind: 'html',
  url: 'https://agency.example/jobs/',
  list: { item: 'article.job', title: 'h2' },
}
const PREFIX = 'sources.json: source "agency-board" (kind html): option'

function listWith(fields: Record<string, unknown>) {
  return [{ ...board, list: { ...board.list, ...fields } }]
}

function refusal(entries: unknown): string {
  try {
    parseSourcesConfig(JSON.stringify(entries), 'sources.json')
  } catch (error) {
    if (error instanceof SourcesConfigError) return error.message
    throw error
  }
  throw new Error(`accepted ${JSON.stringify(entries)}`)
}

describe('cleaned fields in the sources file', () => {
  it('takes a field as an object of steps, compiled once, and a plain selector as it is', () => {
    const [source] = parseSourcesConfig(
      JSON.stringify([
        {
          ...board,
          list: {
            ...board.list,
            company: { select: 'h4', split: ' · ', empty: ['Anonymous Company '] },
            location: { select: '.loc', keep: '(Harare|Bulawayo)' },
            description: { select: '.summary', remove: 'Read more$' },
          },
          detail: { salary: { value: 'Negotiable' } },
        },
      ]),
    )
    expect(source).toMatchObject({
      list: {
        title: 'h2',
        company: { select: 'h4', split: ' · ', part: 0, remove: null, keep: null },
        location: {
          select: '.loc',
          keep: expect.objectContaining({ source: '(Harare|Bulawayo)' }),
        },
        description: {
          select: '.summary',
          remove: expect.objectContaining({ source: 'Read more$' }),
        },
      },
      detail: { salary: { select: null, value: 'Negotiable' } },
    })
    expect(source?.kind === 'html' && source.list.company).toMatchObject({
      empty: ['anonymous company'],
    })
  })

  it('names the field and the step of a bad pattern', () => {
    expect(refusal(listWith({ company: { select: 'h4', remove: '(Nigeria' } }))).toMatch(
      /^sources\.json: source "agency-board" \(kind html\): option "list\.company\.remove" is not a valid pattern \(.+\)$/,
    )
    expect(refusal(listWith({ location: { select: '.loc', keep: '(\\w+), \\1' } }))).toBe(
      `${PREFIX} "list.location.keep" uses what the linear-time pattern engine cannot run (backreferences such as \\1, or lookaround such as (?=…))`,
    )
    expect(refusal(listWith({ location: { select: '.loc', keep: 'x'.repeat(201) } }))).toBe(
      `${PREFIX} "list.location.keep" is longer than 200 characters`,
    )
    expect(refusal(listWith({ location: { select: '.loc', keep: '' } }))).toBe(
      `${PREFIX} "list.location.keep" is an empty pattern`,
    )
    expect(refusal(listWith({ location: { select: '.loc', keep: 3 } }))).toBe(
      `${PREFIX} "list.location.keep" must be a pattern string`,
    )
  })

  it('refuses a step it does not know, listing the ones it does', () => {
    expect(refusal(listWith({ company: { select: 'h4', spilt: ' · ' } }))).toBe(
      `${PREFIX} "list.company.spilt" is not a cleaning step (a field takes: select, value, split, part, remove, keep, empty)`,
    )
  })

  it('needs a selector or a fixed value, not both, and a value takes no steps', () => {
    expect(refusal(listWith({ company: { split: ' · ' } }))).toBe(
      `${PREFIX} "list.company" needs either "select" (a selector) or "value" (a fixed text)`,
    )
    expect(refusal(listWith({ company: { select: 'h4', value: 'Thera' } }))).toBe(
      `${PREFIX} "list.company" needs either "select" (a selector) or "value" (a fixed text)`,
    )
    expect(refusal(listWith({ company: { value: 'Thera', empty: ['N/A'] } }))).toBe(
      `${PREFIX} "list.company" has a fixed "value": it takes no split, part, remove, keep or empty`,
    )
    expect(refusal(listWith({ company: { value: '' } }))).toBe(
      `${PREFIX} "list.company.value" must not be empty`,
    )
  })

  it('refuses a fixed title or link: every card would be one job', () => {
    expect(refusal(listWith({ title: { value: 'Vacancy' } }))).toBe(
      `${PREFIX} "list.title" cannot be a fixed "value": every card would be the same job`,
    )
    expect(refusal(listWith({ link: { value: 'https://agency.example/apply' } }))).toBe(
      `${PREFIX} "list.link" cannot be a fixed "value": every card would be the same job`,
    )
  })

  it('checks split, part and empty', () => {
    expect(refusal(listWith({ location: { select: '.loc', part: -1 } }))).toBe(
      `${PREFIX} "list.location" has a "part" but no "split" to make parts`,
    )
    expect(refusal(listWith({ location: { select: '.loc', split: ',', part: 1.5 } }))).toBe(
      `${PREFIX} "list.location.part" must be a whole number from -20 to 20 (0 the first part, -1 the last)`,
    )
    expect(refusal(listWith({ location: { select: '.loc', split: '' } }))).toBe(
      `${PREFIX} "list.location.split" must not be empty`,
    )
    expect(refusal(listWith({ company: { select: 'h4', empty: 'N/A' } }))).toBe(
      `${PREFIX} "list.company.empty" must be a list of strings`,
    )
    expect(refusal(listWith({ company: { select: 'h4', empty: Array(51).fill('x') } }))).toBe(
      `${PREFIX} "list.company.empty" holds more than 50 values`,
    )
  })

  it('checks the selector inside an object, and keeps item and next plain selectors', () => {
    expect(refusal(listWith({ company: { select: 'h4[' } }))).toMatch(
      /option "list\.company\.select" is not a valid CSS selector/,
    )
    expect(refusal(listWith({ item: { select: 'article' } }))).toBe(
      `${PREFIX} "list.item" must be a selector string`,
    )
    expect(refusal(listWith({ company: ['h4'] }))).toBe(
      `${PREFIX} "list.company" must be a selector string`,
    )
  })
})
