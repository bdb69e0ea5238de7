import { describe, expect, it } from 'vitest'

import { isAllowedByRobots, parseRobots } from './robots.ts'

const bot = 'JobsZwBot/1.0 (+https://jobs.example/bot)'

describe('isAllowedByRobots', () => {
  it('allows everything when there is no rule or no file', () => {
    expect(isAllowedByRobots('', bot, '/jobs')).toBe(true)
    expect(isAllowedByRobots('# nothing here\n', bot, '/jobs')).toBe(true)
    expect(isAllowedByRobots('User-agent: *\nDisallow:\n', bot, '/jobs')).toBe(true)
  })

  it('applies the * group when no group names the bot', () => {
    const txt = 'User-agent: OtherBot\nDisallow: /\n\nUser-agent: *\nDisallow: /private\n'
    expect(isAllowedByRobots(txt, bot, '/private/cv.pdf')).toBe(false)
    expect(isAllowedByRobots(txt, bot, '/jobs')).toBe(true)
  })

  it('prefers the group naming the product token, matched case-insensitively', () => {
    const txt = 'User-agent: *\nDisallow: /\n\nuser-agent: jobszwbot\nDisallow: /admin\n'
    expect(isAllowedByRobots(txt, bot, '/jobs')).toBe(true)
    expect(isAllowedByRobots(txt, bot, '/admin/x')).toBe(false)
    expect(isAllowedByRobots(txt, 'OtherBot/2.0', '/jobs')).toBe(false)
  })

  it('matches a user-agent line that carries a version', () => {
    expect(isAllowedByRobots('User-agent: JobsZwBot/2.0\nDisallow: /\n', bot, '/jobs')).toBe(false)
  })

  it('merges several groups that name the bot', () => {
    const txt = [
      'User-agent: jobszwbot',
      'Disallow: /a',
      'User-agent: other',
      'Disallow: /',
      'User-agent: JobsZwBot',
      'Disallow: /b',
    ].join('\n')
    expect(isAllowedByRobots(txt, bot, '/a')).toBe(false)
    expect(isAllowedByRobots(txt, bot, '/b')).toBe(false)
    expect(isAllowedByRobots(txt, bot, '/c')).toBe(true)
  })

  it('shares rules between consecutive user-agent lines', () => {
    const txt = 'User-agent: a\nUser-agent: JobsZwBot\nDisallow: /x\n'
    expect(isAllowedByRobots(txt, bot, '/x')).toBe(false)
    expect(isAllowedByRobots(txt, 'a', '/x')).toBe(false)
  })

  it('lets the longest matching rule win', () => {
    const txt = 'User-agent: *\nDisallow: /jobs\nAllow: /jobs/public\n'
    expect(isAllowedByRobots(txt, bot, '/jobs/public/1')).toBe(true)
    expect(isAllowedByRobots(txt, bot, '/jobs/secret')).toBe(false)
    const reversed = 'User-agent: *\nAllow: /jobs\nDisallow: /jobs/secret\n'
    expect(isAllowedByRobots(reversed, bot, '/jobs/secret/1')).toBe(false)
    expect(isAllowedByRobots(reversed, bot, '/jobs/1')).toBe(true)
  })

  it('lets Allow win a tie', () => {
    const txt = 'User-agent: *\nDisallow: /page\nAllow: /page\n'
    expect(isAllowedByRobots(txt, bot, '/page')).toBe(true)
  })

  it('supports * and $ wildcards', () => {
    const txt = 'User-agent: *\nDisallow: /*.pdf$\nDisallow: /search*q=\nAllow: /$\nDisallow: /\n'
    expect(isAllowedByRobots(txt, bot, '/files/cv.pdf')).toBe(false)
    expect(isAllowedByRobots(txt, bot, '/files/cv.pdf?x=1')).toBe(false)
    expect(isAllowedByRobots(txt, bot, '/')).toBe(true)
    expect(isAllowedByRobots(txt, bot, '/anything')).toBe(false)

    const open = 'User-agent: *\nDisallow: /*.pdf$\nDisallow: /search*q=\n'
    expect(isAllowedByRobots(open, bot, '/files/cv.pdf.html')).toBe(true)
    expect(isAllowedByRobots(open, bot, '/search?page=2&q=nurse')).toBe(false)
    expect(isAllowedByRobots(open, bot, '/search?page=2')).toBe(true)
  })

  it('matches the path prefix only, case-sensitively', () => {
    const txt = 'User-agent: *\nDisallow: /Private\n'
    expect(isAllowedByRobots(txt, bot, '/private')).toBe(true)
    expect(isAllowedByRobots(txt, bot, '/Private')).toBe(false)
    expect(isAllowedByRobots(txt, bot, '/x/Private')).toBe(true)
  })

  it('compares percent-encoding and non-ASCII consistently', () => {
    const txt = 'User-agent: *\nDisallow: /caf%c3%a9\nDisallow: /%7ejohn\nDisallow: /ndebele/é\n'
    expect(isAllowedByRobots(txt, bot, '/caf%C3%A9/menu')).toBe(false)
    expect(isAllowedByRobots(txt, bot, '/~john/')).toBe(false)
    expect(isAllowedByRobots(txt, bot, new URL('https://x.example/ndebele/é').pathname)).toBe(false)
  })

  it('ignores comments, unknown records and rules outside a group', () => {
    const txt = [
      'Disallow: /',
      '# a comment',
      'User-agent: * # everyone',
      'Crawl-delay: 10',
      'Sitemap: https://x.example/sitemap.xml',
      'Disallow: /tmp # scratch',
    ].join('\r\n')
    expect(isAllowedByRobots(txt, bot, '/jobs')).toBe(true)
    expect(isAllowedByRobots(txt, bot, '/tmp/1')).toBe(false)
  })

  it('always allows /robots.txt itself', () => {
    expect(isAllowedByRobots('User-agent: *\nDisallow: /\n', bot, '/robots.txt')).toBe(true)
  })

  it('stays fast on patterns built to backtrack', () => {
    const txt = `User-agent: *\nDisallow: /${'*a'.repeat(200)}b$\n`
    const started = performance.now()
    expect(isAllowedByRobots(txt, bot, `/${'a'.repeat(2000)}`)).toBe(true)
    expect(performance.now() - started).toBeLessThan(1000)
  })
})

describe('parseRobots', () => {
  it('keeps groups, tokens and rules', () => {
    expect(parseRobots('User-agent: ExampleBot/1.0\nAllow: /a\nDisallow: b\n')).toEqual({
      groups: [
        {
          userAgents: ['examplebot'],
          rules: [
            { allow: true, pattern: '/a' },
            { allow: false, pattern: '/b' },
          ],
        },
      ],
    })
  })
})
