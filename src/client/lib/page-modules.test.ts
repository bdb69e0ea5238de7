import { afterEach, describe, expect, it } from 'vitest'

import { getPageModules, preloadPageModules } from './page-modules.ts'

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
    preloadPageModules(rootWith('/assets/a.js /assets/b.js'))
    const links = [...document.head.querySelectorAll('link')]
    expect(links.map((link) => [link.rel, link.getAttribute('href')])).toEqual([
      ['modulepreload', '/assets/a.js'],
      ['modulepreload', '/assets/b.js'],
    ])
  })
})
