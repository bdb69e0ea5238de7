import { describe, expect, it } from 'vitest'

import { withoutTrackingParameters as clean } from './tracking-parameters.ts'

describe('withoutTrackingParameters', () => {
  it('drops utm_* and the well-known click ids, keeping the rest as written', () => {
    expect(
      clean(
        'https://careers.econet.example/jobs/1234?utm_source=linkedin&utm_medium=social&gh_jid=1234',
      ),
    ).toBe('https://careers.econet.example/jobs/1234?gh_jid=1234')
    expect(clean('https://jobs.example/a?fbclid=IwAR0x&q=caf%C3%A9+bar&UTM_Campaign=x#apply')).toBe(
      'https://jobs.example/a?q=caf%C3%A9+bar#apply',
    )
    expect(clean('https://jobs.example/a?gclid=1&mc_cid=2&mc_eid=3&_hsenc=4')).toBe(
      'https://jobs.example/a',
    )
    expect(clean('https://jobs.example/a?utm%5Fsource=x&id=7')).toBe('https://jobs.example/a?id=7')
  })

  it('keeps the parameters job sites give a meaning: ref, source, gh_src, lever-source', () => {
    const link =
      'https://boards.greenhouse.io/x/jobs/9?gh_src=jobszw&ref=jobszw&source=feed&lever-source%5B%5D=JobsZW'
    expect(clean(link)).toBe(link)
  })

  it('leaves links without a query, mailto: and broken escapes alone', () => {
    expect(clean('https://jobs.example/a#utm_source=x')).toBe('https://jobs.example/a#utm_source=x')
    expect(clean('mailto:hr@x.example?utm_source=x')).toBe('mailto:hr@x.example?utm_source=x')
    expect(clean('https://jobs.example/a?%E0%A4%A=1&utm_x=2')).toBe(
      'https://jobs.example/a?%E0%A4%A=1',
    )
  })
})
