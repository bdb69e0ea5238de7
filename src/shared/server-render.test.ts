import { describe, expect, it } from 'vitest'

import { getRouteFile, toScriptSafeJson } from './server-render.ts'

describe('getRouteFile', () => {
  it("names a route's file in src/client/routes the way file-based routing does", () => {
    expect(getRouteFile('__root__')).toBe('__root.tsx')
    expect(getRouteFile('/')).toBe('index.tsx')
    expect(getRouteFile('/blog/')).toBe('blog.index.tsx')
    expect(getRouteFile('/job/$id')).toBe('job.$id.tsx')
    expect(getRouteFile('/resources/career-pivot')).toBe('resources.career-pivot.tsx')
  })
})

describe('toScriptSafeJson', () => {
  it('cannot close its script element or open a comment, and parses back the same', () => {
    const value = { title: '</script><script>alert(1)</script><!-- \u2028\u2029 &' }
    const json = toScriptSafeJson(value)
    expect(json).not.toMatch(/[<>\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual(value)
  })
})
