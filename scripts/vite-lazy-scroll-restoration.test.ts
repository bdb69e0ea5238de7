import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { makeScrollRestorationLazy } from './vite-lazy-scroll-restoration.ts'

// The file the browser build bundles (the package's ESM build).
const routerCore = path.dirname(createRequire(import.meta.url).resolve('@tanstack/router-core'))
const source = readFileSync(path.join(routerCore, '..', 'esm', 'scroll-restoration.js'), 'utf8')

/** Runs the module's top level with a session storage that counts its reads. */
function loadModule(code: string) {
  let reads = 0
  const sessionStorage = {
    getItem: () => (
      reads++,
      JSON.stringify({ '/jobs/all': { window: { scrollX: 0, scrollY: 640 } } })
    ),
    setItem: () => undefined,
  }
  const body = code
    .replace(/^import .*$/gm, '')
    .replace(/^export \{([^}]*)\};?$/m, 'return { $1 };')
  const run = new Function('sessionStorage', 'isServer', 'window', 'document', body) as (
    ...args: unknown[]
  ) => { getElementScrollRestorationEntry: (router: unknown, options: unknown) => unknown }
  const win = {}
  const exports = run(sessionStorage, false, win, {})
  return { exports, win, reads: () => reads }
}

describe('makeScrollRestorationLazy', () => {
  it('leaves session storage alone until the router asks for a position', () => {
    const eager = loadModule(source)
    expect(eager.reads()).toBe(1)
    const lazy = loadModule(makeScrollRestorationLazy(source))
    expect(lazy.reads()).toBe(0)
    const router = { latestLocation: { state: {}, href: '/jobs/all' } }
    const windowEntry = ({ exports, win }: ReturnType<typeof loadModule>) =>
      exports.getElementScrollRestorationEntry(router, { getElement: () => win })
    // The same position as the library's own reading, read once however often it is asked.
    expect(windowEntry(lazy)).toEqual({ scrollX: 0, scrollY: 640 })
    expect(windowEntry(lazy)).toEqual(windowEntry(eager))
    expect(lazy.reads()).toBe(1)
  })

  it('says so when the library no longer has the declarations it replaces', () => {
    expect(() => makeScrollRestorationLazy('export const x = 1')).toThrow(/changed/)
  })
})
