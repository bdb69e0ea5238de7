/**
 * The pages a list asks the server for. The first is small, because most readers look at a few
 * jobs and every byte costs them; each later one is as large as all before it (12, 12, 24, 48,
 * 96), then 96 at a time, so a reader who keeps going makes few requests. Every page starts
 * where the API's pages of its size do (`page` and `pageSize` are all the API knows), so the
 * offsets 0, 12, 24, 48, 96, 192, 288... are always whole pages.
 */
export const FIRST_PAGE_SIZE = 12
export const LARGEST_PAGE_SIZE = 96

/** The page that starts after `offset` jobs, an offset this sequence reaches. */
export function getServerPage(offset: number): { page: number; pageSize: number } {
  let pageSize = FIRST_PAGE_SIZE
  while (pageSize * 2 <= offset && pageSize * 2 <= LARGEST_PAGE_SIZE) pageSize *= 2
  return { page: Math.floor(offset / pageSize) + 1, pageSize }
}
