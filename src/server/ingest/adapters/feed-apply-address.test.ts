import { describe, expect, it } from 'vitest'

import { cleanAdapterResult } from '../normalise/clean-adapter-result.ts'
import {
  adapterContext,
  fakeFetcher,
  readAdapterFixture as fixture,
  testSource,
} from '../testing/adapter-test-kit.ts'
import { findApplyLink, isOnSite } from './feed-apply-address.ts'
import { rssAdapter } from './rss.ts'

// A Blogger blog that reposts adverts: each entry links to the blog's copy of the advert.
const FEED = 'https://zimvacanciesdaily.blogspot.com/feeds/posts/default'
const BLOG = 'https://zimvacanciesdaily.blogspot.com/2026'

async function readBlog() {
  const source = testSource({ name: 'zim-vacancies-daily', kind: 'rss', url: FEED })
  const fetch = fakeFetcher({ [FEED]: fixture('blogger-vacancies.atom.xml') })
  return cleanAdapterResult(await rssAdapter(adapterContext(source, fetch)))
}

describe("a feed item's own apply address", () => {
  it('is the job link when the advert names one, without its tracking parameters', async () => {
    const { jobs } = await readBlog()
    const links = Object.fromEntries(jobs.map((job) => [job.title, job.jobLink]))
    expect(links).toEqual({
      // "apply online at https://careers…?utm_source=…&utm_medium=referral"
      'Maintenance Engineer - Zambezi Beverages':
        'https://careers.zambezibev.example/vacancies/1187',
      // "<a href=…>Click here to apply</a>"
      'Sales Representatives x10 - Mbare Wholesalers': 'https://forms.gle/Mb4reWh0lesa1e5',
      // An email to apply to, and no address: the blog's page stays the link.
      'Accounts Clerk - Chitungwiza Hardware': `${BLOG}/11/accounts-clerk-chitungwiza.html`,
      'Receptionist - Avenues Dental Surgery': `${BLOG}/10/receptionist-avenues-dental.html`,
    })
    // The id is the entry's, whatever its link became.
    expect(jobs[0]?.externalId).toBe(
      'tag:blogger.com,1999:blog-4821937465019283746.post-7730126648591022013',
    )
  })

  it('is how to apply when it is an email, with the board page kept as the link', async () => {
    const { jobs } = await readBlog()
    const clerk = jobs.find((job) => job.title.startsWith('Accounts Clerk'))
    expect(clerk?.applyInstructions).toBe(
      'Send your CV and certified copies of certificates to ' +
        'recruitment@chitungwiza-hardware.example quoting the position in the subject line.',
    )
    const receptionist = jobs.find((job) => job.title.startsWith('Receptionist'))
    expect(receptionist?.applyInstructions).toBeNull()
  })

  it("leaves an item that links off the board's site alone", () => {
    expect(isOnSite('https://www.board.example/job/1', 'https://board.example/feed/')).toBe(true)
    expect(isOnSite('https://careers.employer.example/1', 'https://board.example/feed/')).toBe(
      false,
    )
    expect(isOnSite(null, 'https://board.example/feed/')).toBe(false)
  })

  it('takes only an address that follows "apply" in the same sentence, or a link saying so', () => {
    const own = 'https://board.example/job/1/'
    expect(findApplyLink('Apply today! See https://board.example/tips for CV tips.', own)).toBe(
      null,
    )
    expect(findApplyLink('To apply, use https://jobs.example/a/1, or post your CV.', own)).toBe(
      'https://jobs.example/a/1',
    )
    expect(findApplyLink('[Online application form](https://jobs.example/f)', own)).toBe(
      'https://jobs.example/f',
    )
    expect(findApplyLink(`[Apply here](${own})`, own)).toBeNull()
  })

  it('reads a hostile advert in bounded time', () => {
    const started = performance.now()
    const hostile = `${'apply '.repeat(50_000)}${'[apply'.repeat(50_000)}${'https://x'.repeat(30_000)}`
    findApplyLink(hostile, null)
    expect(performance.now() - started).toBeLessThan(1000)
  })
})
