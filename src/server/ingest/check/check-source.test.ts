import { describe, expect, it } from 'vitest'

import { fakeFetcher, TEST_NOW, TEST_TIME_ZONE, testSource } from '../testing/adapter-test-kit.ts'
import { checkSource } from './check-source.ts'

const URL_1 = 'https://board.example/jobs/'

/** A board's rows: some print a closing date, some a posted date, some neither. */
const page = `<html><body><div class="jobs">
  <div class="job"><a href="/j/1">Accountant</a><span class="closing">Closing Date: 14 March 2027</span></div>
  <div class="job"><a href="/j/2">Sales Representative</a><span class="posted">Posted 3 days ago</span></div>
  <div class="job"><a href="/j/3">Nurse Aid</a></div>
  <div class="job"><a href="/j/4">Driver (Class 2)</a></div>
</div></body></html>`

async function gaps(list: Record<string, string>, body = page) {
  const source = testSource({
    name: 'board',
    kind: 'html',
    url: URL_1,
    list: { item: 'div.job', title: 'a', ...list },
  })
  const result = await checkSource({
    source,
    fetch: fakeFetcher({ [URL_1]: body }, { contentType: 'text/html' }),
    timeZone: TEST_TIME_ZONE,
    now: TEST_NOW,
  })
  return result.gaps
}

describe('checkSource gaps', () => {
  it('says how many jobs have neither a deadline nor a posted date, on the line on deadlines', async () => {
    expect(await gaps({ deadline: '.closing', posted: '.posted' })).toEqual([
      '3 of 4 jobs have no deadline; 2 of 4 have neither a deadline nor a posted date: they will be dated when first seen',
      '4 of 4 jobs have no company (the source name stands in)',
      '4 of 4 jobs have no location',
    ])
  })

  it('says nothing of posted dates when every job without a deadline has one', async () => {
    const dated = page.replace(
      /(<a href="\/j\/[34]">[^<]+<\/a>)/g,
      '$1<span class="posted">Yesterday</span>',
    )
    const [first] = await gaps({ deadline: '.closing', posted: '.posted' }, dated)
    expect(first).toBe('3 of 4 jobs have no deadline')
  })
})
