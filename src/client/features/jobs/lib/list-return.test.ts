import { describe, expect, it } from 'vitest'

import { findListInHistory, type NavigationHistory } from './list-return.ts'

/** A tab's history as the Navigation API lists it, the reader on entry `current`. */
function history(urls: (string | null)[], current = urls.length - 1): NavigationHistory {
  const entries = urls.map((url, index) => ({ url, index }))
  return {
    currentEntry: entries[current] as NavigationHistoryEntry,
    entries: () => entries as NavigationHistoryEntry[],
  }
}

const site = (path: string) => new URL(path, location.href).href

describe('findListInHistory', () => {
  it('finds the list just before the job, with its words and filters', () => {
    const tab = history([site('/'), site('/jobs/all?q=driver&location=harare'), site('/job/a1')])
    expect(findListInHistory(tab)).toEqual({
      href: '/jobs/all?q=driver&location=harare',
      delta: -1,
    })
  })

  it('goes back past the pages opened from the job to the nearest list', () => {
    const tab = history(
      [
        site('/jobs/urgent'),
        site('/?q=nurse'),
        site('/job/a1'),
        site('/employers/zesa'),
        site('/job/b2'),
        site('/jobs/all'),
      ],
      4,
    )
    expect(findListInHistory(tab)).toEqual({ href: '/?q=nurse', delta: -3 })
  })

  it('finds none in a tab opened on the job (a link in a message), or without the API', () => {
    expect(findListInHistory(history([site('/job/a1')]))).toBeNull()
    expect(findListInHistory(history([site('/about'), null, site('/job/a1')]))).toBeNull()
    expect(findListInHistory(undefined)).toBeNull()
  })

  it('takes none of the other pages for a list', () => {
    const tab = history([site('/jobs/allowances'), site('/saved'), site('/jobs'), site('/job/a1')])
    expect(findListInHistory(tab)).toBeNull()
  })
})
