import { describe, expect, it } from 'vitest'

import { getPageAssets, parseClientManifest, type ClientManifest } from './page-assets.ts'

// The shape Vite writes to dist/client/.vite/manifest.json, cut down.
const manifest: ClientManifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    css: ['assets/index-a.css'],
    imports: ['_preload-helper-g.js'],
    dynamicImports: ['src/client/app.tsx'],
  },
  '_preload-helper-g.js': { file: 'assets/preload-helper-g.js' },
  'src/client/app.tsx': { file: 'assets/app-f.js', imports: ['_link-b.js'] },
  '_link-b.js': { file: 'assets/link-b.js' },
  '_card-c.js': { file: 'assets/card-c.js', css: ['assets/card-c.css'], imports: ['_link-b.js'] },
  'src/client/routes/index.tsx?tsr-split=component': {
    file: 'assets/index-d.js',
    css: ['assets/home-d.css'],
    imports: ['_card-c.js', '_link-b.js'],
  },
  'src/client/routes/job.$id.tsx?tsr-split=component': {
    file: 'assets/job-e.js',
    imports: ['_card-c.js'],
  },
  'src/client/routes/job.$id.tsx.bak': { file: 'assets/not-a-route.js' },
}

describe('getPageAssets', () => {
  it("lists the app the entry imports, then a route's chunks and CSS with their imports, each once", () => {
    expect(getPageAssets(manifest, ['__root.tsx', 'index.tsx'])).toEqual({
      styles: ['/assets/home-d.css', '/assets/card-c.css'],
      // Not the entry, nor what it imports statically: the page has loaded those already.
      scripts: ['/assets/app-f.js', '/assets/link-b.js', '/assets/index-d.js', '/assets/card-c.js'],
    })
  })

  it('lists shared chunks once, and only files whose name is exactly the route', () => {
    expect(getPageAssets(manifest, ['job.$id.tsx', 'index.tsx'])).toEqual({
      styles: ['/assets/card-c.css', '/assets/home-d.css'],
      scripts: [
        '/assets/app-f.js',
        '/assets/link-b.js',
        '/assets/job-e.js',
        '/assets/card-c.js',
        '/assets/index-d.js',
      ],
    })
  })

  it("lists the chunk a route's component shares with other pages, which the manifest names only by its file", () => {
    const grouped: ClientManifest = {
      ...manifest,
      '_blog-h.js': { file: 'assets/blog-h.js', imports: ['_link-b.js', '_articles-i.js'] },
      '_articles-i.js': { file: 'assets/articles-i.js' },
    }
    const routeChunks = { 'blog.$id.tsx': 'assets/blog-h.js', 'blog.index.tsx': 'assets/blog-h.js' }
    expect(getPageAssets(grouped, ['__root.tsx', 'blog.$id.tsx'], routeChunks)).toEqual({
      styles: [],
      scripts: [
        '/assets/app-f.js',
        '/assets/link-b.js',
        '/assets/blog-h.js',
        '/assets/articles-i.js',
      ],
    })
    // A route with a chunk of its own is found in the manifest as before, and named once.
    expect(
      getPageAssets(manifest, ['index.tsx'], { 'index.tsx': 'assets/index-d.js' }).scripts,
    ).toEqual(['/assets/app-f.js', '/assets/link-b.js', '/assets/index-d.js', '/assets/card-c.js'])
  })

  it('names only the app for routes the build does not know', () => {
    expect(getPageAssets(manifest, ['gone.tsx'])).toEqual({
      styles: [],
      scripts: ['/assets/app-f.js', '/assets/link-b.js'],
    })
  })
})

describe('parseClientManifest', () => {
  it('reads a manifest and refuses anything else', () => {
    expect(parseClientManifest(JSON.stringify(manifest))).toEqual(manifest)
    expect(parseClientManifest('{"a": {"file": 1}}')).toBeNull()
    expect(parseClientManifest('[]')).toBeNull()
    expect(parseClientManifest('not json')).toBeNull()
  })
})
