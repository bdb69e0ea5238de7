import { describe, expect, it } from 'vitest'

import { parseRouteChunks } from '../src/shared/route-chunks.ts'
import { findRouteChunks } from './vite-route-chunks.ts'

describe('findRouteChunks', () => {
  it("names the chunk of each route's page component, wherever the bundler put it", () => {
    expect(
      findRouteChunks([
        {
          fileName: 'assets/blog-h.js',
          moduleIds: [
            '/repo/src/client/routes/blog.$id.tsx?tsr-split=component',
            '/repo/src/client/routes/blog.index.tsx?tsr-split=component',
            '/repo/src/client/features/content/components/blog-post.tsx',
          ],
        },
        {
          fileName: 'assets/app-f.js',
          // The route's options stay in the route tree; only the split component counts.
          moduleIds: ['/repo/src/client/routes/blog.$id.tsx', '/repo/src/client/app.tsx'],
        },
        {
          fileName: 'assets/faq-j.js',
          moduleIds: ['C:\\repo\\src\\client\\routes\\faq.tsx?tsr-split=component'],
        },
      ]),
    ).toEqual({
      'blog.$id.tsx': 'assets/blog-h.js',
      'blog.index.tsx': 'assets/blog-h.js',
      'faq.tsx': 'assets/faq-j.js',
    })
  })
})

describe('parseRouteChunks', () => {
  it('reads what the build wrote and refuses anything else', () => {
    expect(parseRouteChunks('{"faq.tsx":"assets/faq-j.js"}')).toEqual({
      'faq.tsx': 'assets/faq-j.js',
    })
    for (const text of ['', '[]', 'null', '{"faq.tsx":1}', '{'])
      expect(parseRouteChunks(text)).toBeNull()
  })
})
