import { afterEach, describe, expect, it, vi } from 'vitest'

import { getPageModules, preloadPageModules, runFrameworkFirst } from './page-modules.ts'

function rootWith(modules: string): HTMLElement {
  const root = document.createElement('div')
  root.setAttribute('data-modules', modules)
  return root
}

describe('page modules', () => {
  afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()))

  it('reads the scripts the server named', () => {
    expect(getPageModules(rootWith('/assets/index-AbC_12-x.js  /assets/link-9.js'))).toEqual([
      '/assets/index-AbC_12-x.js',
      '/assets/link-9.js',
    ])
    expect(getPageModules(document.createElement('div'))).toEqual([])
  })

  it('never preloads another origin, a scheme or something that is not a script', () => {
    const hostile =
      '//evil.example/x.js https://evil.example/x.js javascript:alert(1).js /assets/a.css /a"b.js'
    expect(getPageModules(rootWith(hostile))).toEqual([])
  })

  it('adds one module preload per script to the head', () => {
    expect(preloadPageModules(rootWith('/assets/a.js /assets/b.js'))).toEqual([
      '/assets/a.js',
      '/assets/b.js',
    ])
    const links = [...document.head.querySelectorAll('link')]
    expect(links.map((link) => [link.rel, link.getAttribute('href')])).toEqual([
      ['modulepreload', '/assets/a.js'],
      ['modulepreload', '/assets/b.js'],
    ])
  })

  describe('the framework first', () => {
    afterEach(() => vi.useRealTimers())

    const APP = ['/assets/app-Q1.js', '/assets/rolldown-runtime-X.js']

    it('imports the framework chunk the server named, then ends the task', async () => {
      vi.useFakeTimers()
      const load = vi.fn(() => Promise.resolve({}))
      let done = false
      const running = runFrameworkFirst(
        [...APP, '/assets/framework-B_n-9.js', '/assets/shared-2.js'],
        load,
      ).then(() => (done = true))
      await vi.advanceTimersByTimeAsync(0)
      expect(load.mock.calls).toEqual([['/assets/framework-B_n-9.js']])
      expect(done).toBe(true)
      await running
    })

    it('resolves only a task after the framework ran', async () => {
      vi.useFakeTimers()
      let done = false
      const running = runFrameworkFirst(['/assets/framework-1.js'], () => Promise.resolve()).then(
        () => (done = true),
      )
      // Every promise settled, but no task has ended yet.
      for (let i = 0; i < 10; i++) await Promise.resolve()
      expect(done).toBe(false)
      await vi.advanceTimersByTimeAsync(0)
      expect(done).toBe(true)
      await running
    })

    it('goes on at once without a framework chunk, or when it cannot be loaded', async () => {
      const load = vi.fn(() => Promise.reject(new Error('offline')))
      await runFrameworkFirst(APP, load)
      expect(load).not.toHaveBeenCalled()
      await runFrameworkFirst(['/assets/framework-1.js'], load)
      expect(load).toHaveBeenCalledOnce()
    })

    it('takes only a chunk named framework in the assets folder', async () => {
      const load = vi.fn(() => Promise.resolve())
      await runFrameworkFirst(
        ['/assets/app-framework-1.js', '/framework-1.js', '/assets/framework-1.js.map'],
        load,
      )
      expect(load).not.toHaveBeenCalled()
    })
  })
})
