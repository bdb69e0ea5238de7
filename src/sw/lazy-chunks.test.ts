import { describe, expect, it } from 'vitest'

import { isLazyChunkRequest } from './lazy-chunks.ts'

const ORIGIN = 'https://jobs.example'
const request = (path: string, method = 'GET', origin = ORIGIN) =>
  isLazyChunkRequest(new URL(path, origin), method, ORIGIN)

describe('isLazyChunkRequest', () => {
  it('takes the built scripts of this site', () => {
    expect(request('/assets/post-a-job._-CG9f1pkT.js')).toBe(true)
  })

  it('leaves pages, the API, other files, other methods and other sites alone', () => {
    expect(request('/post-a-job')).toBe(false)
    expect(request('/api/config')).toBe(false)
    expect(request('/assets/style-DJ3lAMdO.css')).toBe(false)
    expect(request('/assets/app-x.js.map')).toBe(false)
    expect(request('/sw.js')).toBe(false)
    expect(request('/assets/post-a-job._-CG9f1pkT.js', 'POST')).toBe(false)
    expect(request('/assets/x.js', 'GET', 'https://cdn.example')).toBe(false)
  })
})
