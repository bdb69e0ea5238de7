import { describe, expect, it } from 'vitest'

import * as adverts from '../testing/multi-role-adverts.ts'
import { findAdvertRoles, MAX_ROLES } from './advert-roles.ts'
import { htmlToMarkdown } from './html-to-markdown.ts'

const rolesOf = (html: string) => findAdvertRoles(htmlToMarkdown(html))

describe('findAdvertRoles', () => {
  it('splits an agency advert at its role headings and keeps "How to Apply" for every role', () => {
    const found = rolesOf(adverts.AGENCY_THREE_ROLES)
    expect(found?.roles.map((role) => role.title)).toEqual([
      'Sales Manager',
      'Accountant',
      'Fleet Supervisor',
    ])
    expect(found?.intro).toContain('Our client, **The Dangote Group**')
    expect(found?.roles[1]?.body).toContain('Prepare monthly management accounts')
    expect(found?.roles[1]?.body).not.toContain('regional sales strategy')
    expect(found?.roles[2]?.body).not.toContain('How to Apply')
    expect(found?.outro).toMatch(/^### How to Apply\n\nInterested candidates/)
    expect(found?.outro).toContain('Closing date: 14 March 2027')
  })

  it.each([
    ['NEWSPAPER_CAPITALS', ['Accounts Clerk', 'Security Guard'], 'not later than 20 February'],
    ['SCHOOL_ORDERED_LIST', ['Teacher – Mathematics', 'Laboratory Technician'], 'three referees'],
    ['NGO_POSITIONS', ['Monitoring and Evaluation Officer', 'Community Mobiliser'], ''],
  ] as const)('splits %s', (name, titles, outro) => {
    const found = rolesOf(adverts[name])
    expect(found?.roles.map((role) => role.title)).toEqual(titles)
    if (outro) expect(found?.outro).toContain(outro)
    else expect(found?.outro).toBe('')
  })

  it('gives list items their lines without the list indent', () => {
    const found = rolesOf(adverts.SCHOOL_ORDERED_LIST)
    expect(found?.roles[0]?.body).toBe(
      '- Degree in Mathematics with a teaching qualification.\n' +
        '- Able to teach to A Level (ZIMSEC and Cambridge).',
    )
  })

  it.each([
    'SINGLE_ROLE_SECTIONS',
    'SINGLE_ROLE_NUMBERED_REQUIREMENTS',
    'ROLES_NAMED_ONLY',
    'SINGLE_ROLE_WITH_SIMILAR_JOBS',
    'SINGLE_ROLE_BOLD_SECTIONS',
  ] as const)('keeps %s as one job', (name) => {
    expect(rolesOf(adverts[name])).toBeNull()
  })

  it('keeps one job when a role is named twice, or two kinds of heading tie', () => {
    const repeated =
      '### Accountant\n\nPrepare the accounts of the group every month, with care.\n\n'
    expect(findAdvertRoles(repeated.repeat(2))).toBeNull()
    const body = 'Duties and requirements of this post, described at some length here.'
    const tie = `### Sales Manager\n\n${body}\n\n**Accountant**\n\n${body}`
    expect(findAdvertRoles(tie)).toBeNull()
  })

  it(`keeps the first ${MAX_ROLES} roles of a longer list`, () => {
    const body = 'Duties and requirements of this post, described at some length here.'
    const markdown = Array.from(
      { length: 25 },
      (_, index) => `### Officer Grade ${index + 1} Clerk\n\n${body}`,
    )
    const found = findAdvertRoles(markdown.join('\n\n'))
    expect(found?.roles).toHaveLength(MAX_ROLES)
    expect(found?.leftOut).toBe(5)
  })

  it('reads a hostile description quickly', () => {
    const started = performance.now()
    const lines = `**${'a'.repeat(250)}\n### ${'1. '.repeat(90)}Officer\n`.repeat(2_000)
    expect(findAdvertRoles(lines)).toBeNull()
    expect(findAdvertRoles(`**${'x **'.repeat(60_000)}`)).toBeNull()
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})
