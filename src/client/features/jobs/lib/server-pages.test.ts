import { describe, expect, it } from 'vitest'

import { FIRST_PAGE_SIZE, getServerPage, LARGEST_PAGE_SIZE } from './server-pages.ts'

/** The pages a reader who keeps going asks for, as the list pages them (get-jobs.ts). */
function firstPages(count: number) {
  const pages = []
  let offset = 0
  for (let index = 0; index < count; index++) {
    const page = getServerPage(offset)
    pages.push({ offset, ...page })
    offset += page.pageSize
  }
  return pages
}

describe('getServerPage', () => {
  it('starts small, then doubles up to the largest page', () => {
    expect(firstPages(8).map(({ pageSize }) => pageSize)).toEqual([12, 12, 24, 48, 96, 96, 96, 96])
    expect(FIRST_PAGE_SIZE).toBe(12)
    expect(LARGEST_PAGE_SIZE).toBe(96)
  })

  it('asks for whole pages of the API, each starting where the last ended', () => {
    for (const { offset, page, pageSize } of firstPages(12)) {
      expect((page - 1) * pageSize).toBe(offset)
    }
    expect(firstPages(6).map(({ page }) => page)).toEqual([1, 2, 2, 2, 2, 3])
  })

  it('reaches 500 jobs (a page without the app at its fullest) in nine requests', () => {
    const pages = firstPages(9)
    const last = pages.at(-1)
    expect((last?.offset ?? 0) + (last?.pageSize ?? 0)).toBeGreaterThanOrEqual(500)
  })
})
