import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import {
  BUDGET_NAMES,
  checkBudgets,
  FIRST_VISIT_MODULES,
  fileBaseline,
  fileKey,
  formatTable,
  gzipSize,
  measureBundle,
  parseIndexHtml,
  parsePrecacheManifest,
  staticImports,
  updateToday,
  type BudgetsFile,
  type Measurement,
} from './bundle-sizes.ts'

// Incompressible text of a given length, so each file's gzip size differs clearly.
function noise(length: number, seed: number): string {
  let state = seed
  let text = ''
  while (text.length < length) {
    state = (state * 1103515245 + 12345) % 2147483648
    text += (state % 36).toString(36)
  }
  return text
}

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <link rel="icon" href="/icon.svg" type="image/svg+xml" />
    <script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-BBBBBBBB.js">
    <link rel="stylesheet" crossorigin href="/assets/index-CCCCCCCC.css">
    <link rel="stylesheet" href="https://fonts.example.com/font.css">
    <script src="https://challenges.example.com/api.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`

const FILES: Record<string, string> = {
  'index.html': INDEX_HTML,
  // the entry imports one chunk that index.html does not preload, and loads a route lazily
  'assets/index-AAAAAAAA.js':
    'import{a as e}from"./react-BBBBBBBB.js";import"./shared-DDDDDDDD.js";' +
    'const r=()=>import("./job._id-EEEEEEEE.js");' +
    noise(3000, 1),
  'assets/react-BBBBBBBB.js': `export const a=1;${noise(2000, 2)}`,
  'assets/shared-DDDDDDDD.js': `export{b}from"./tiny-FFFFFFFF.js";${noise(500, 3)}`,
  'assets/tiny-FFFFFFFF.js': 'export const b=2',
  'assets/job._id-EEEEEEEE.js': `import{a}from"./react-BBBBBBBB.js";${noise(1500, 4)}`,
  'assets/markdown-GGGGGGGG.js': noise(900, 5),
  'assets/index-CCCCCCCC.css': `body{color:red}${noise(300, 6)}`,
  'assets/job-HHHHHHHH.css': 'h1{margin:0}',
  'assets/first-IIIIIIII.css': `body{color:red}${noise(100, 7)}`,
  '.vite/first-stylesheet.json': JSON.stringify({
    first: 'assets/first-IIIIIIII.css',
    whole: 'assets/index-CCCCCCCC.css',
    lazyHashes: ['abc'],
  }),
  'sw.js':
    'self.x=1;const m=[{"revision":"abc","url":"index.html"},{"revision":null,"url":"assets/index-AAAAAAAA.js"},' +
    '{"revision":null,"url":"assets/job._id-EEEEEEEE.js"},{"revision":null,"url":"assets/job-HHHHHHHH.css"}];',
}

let dir: string

function writeDist(files: Record<string, string>) {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), content)
  }
}

const gz = (file: string) => gzipSize(FILES[file] ?? '')

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'jobs-zw-bundle-sizes-'))
  writeDist(FILES)
})

afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

function byName(measurements: Measurement[], name: string): Measurement {
  const found = measurements.find((m) => m.name === name)
  if (!found) throw new Error(`no measurement ${name}`)
  return found
}

describe('parsing the build', () => {
  it('reads the entry, preloads and stylesheets of index.html, ours only', () => {
    expect(parseIndexHtml(INDEX_HTML)).toEqual({
      scripts: ['assets/index-AAAAAAAA.js'],
      modulePreloads: ['assets/react-BBBBBBBB.js'],
      stylesheets: ['assets/index-CCCCCCCC.css'],
    })
  })

  it('finds static imports and re-exports but not dynamic imports', () => {
    expect(staticImports(FILES['assets/index-AAAAAAAA.js'] ?? '')).toEqual([
      './react-BBBBBBBB.js',
      './shared-DDDDDDDD.js',
    ])
    expect(staticImports(FILES['assets/shared-DDDDDDDD.js'] ?? '')).toEqual(['./tiny-FFFFFFFF.js'])
  })

  it('reads the precache manifest from sw.js', () => {
    expect(parsePrecacheManifest(FILES['sw.js'] ?? '')).toEqual([
      'index.html',
      'assets/index-AAAAAAAA.js',
      'assets/job._id-EEEEEEEE.js',
      'assets/job-HHHHHHHH.css',
    ])
    expect(() => parsePrecacheManifest('self.x=1')).toThrow(/No precache manifest/)
  })

  it('keys files without their content hash', () => {
    expect(fileKey('assets/index-DjYA0N4K.js')).toBe('assets/index-*.js')
    expect(fileKey('assets/reminders-1-BbrnOw.js')).toBe('assets/reminders-*.js')
    expect(fileKey('assets/article-meta-tMJl--tb.js')).toBe('assets/article-meta-*.js')
    expect(fileKey('index.html')).toBe('index.html')
  })
})

describe('measureBundle', () => {
  it('measures first-load JS, the largest lazy chunk, the CSS of index.html and of /, and the precache', () => {
    const measurements = measureBundle(dir)

    const firstLoad = byName(measurements, BUDGET_NAMES.firstLoadJs)
    expect(firstLoad.files.map((f) => f.file)).toEqual([
      'assets/index-AAAAAAAA.js',
      'assets/react-BBBBBBBB.js',
      'assets/shared-DDDDDDDD.js',
      'assets/tiny-FFFFFFFF.js',
    ])
    expect(firstLoad.gzip).toBe(
      gz('assets/index-AAAAAAAA.js') +
        gz('assets/react-BBBBBBBB.js') +
        gz('assets/shared-DDDDDDDD.js') +
        gz('assets/tiny-FFFFFFFF.js'),
    )

    // job._id is loaded lazily and is larger than markdown; first-load files never count here
    const lazy = byName(measurements, BUDGET_NAMES.largestLazyChunk)
    expect(lazy.files.map((f) => f.file)).toEqual(['assets/job._id-EEEEEEEE.js'])
    expect(lazy.gzip).toBe(gz('assets/job._id-EEEEEEEE.js'))

    const css = byName(measurements, BUDGET_NAMES.firstLoadCss)
    expect(css.files.map((f) => f.file)).toEqual(['assets/index-CCCCCCCC.css'])

    const inline = byName(measurements, BUDGET_NAMES.homeInlineCss)
    expect(inline.files.map((f) => f.file)).toEqual(['assets/first-IIIIIIII.css'])
    expect(inline.gzip).toBe(gz('assets/first-IIIIIIII.css'))

    const precache = byName(measurements, BUDGET_NAMES.precacheTotal)
    expect(precache.files).toHaveLength(4)
    expect(precache.gzip).toBe(
      gz('index.html') +
        gz('assets/index-AAAAAAAA.js') +
        gz('assets/job._id-EEEEEEEE.js') +
        gz('assets/job-HHHHHHHH.css'),
    )
  })

  it('counts the app and the home route that a first visit loads, from the manifest', () => {
    writeDist({
      'assets/app-LLLLLLLL.js': `import"./react-MMMMMMMM.js";${noise(900, 10)}`,
      'assets/react-MMMMMMMM.js': noise(800, 11),
      'assets/routes-IIIIIIII.js': `import"./tiny-FFFFFFFF.js";import"./cards-JJJJJJJJ.js";${noise(700, 7)}`,
      'assets/cards-JJJJJJJJ.js': noise(400, 8),
      '.vite/manifest.json': JSON.stringify({
        'index.html': { file: 'assets/index-AAAAAAAA.js', isEntry: true },
        [FIRST_VISIT_MODULES[0] ?? '']: { file: 'assets/app-LLLLLLLL.js' },
        [FIRST_VISIT_MODULES[1] ?? '']: { file: 'assets/routes-IIIIIIII.js' },
      }),
    })
    const firstLoad = byName(measureBundle(dir), BUDGET_NAMES.firstLoadJs)
    expect(firstLoad.files.map((f) => f.file)).toEqual(
      expect.arrayContaining([
        'assets/app-LLLLLLLL.js',
        'assets/react-MMMMMMMM.js',
        'assets/routes-IIIIIIII.js',
        'assets/cards-JJJJJJJJ.js',
      ]),
    )
    expect(firstLoad.files).toHaveLength(8)
  })

  it('finds first-visit modules merged into one chunk through the first-load map', () => {
    writeDist({
      'assets/app-LLLLLLLL.js': `import"./react-MMMMMMMM.js";${noise(900, 10)}`,
      'assets/react-MMMMMMMM.js': noise(800, 11),
      '.vite/manifest.json': JSON.stringify({
        'index.html': { file: 'assets/index-AAAAAAAA.js', isEntry: true },
        '_app-LLLLLLLL.js': { file: 'assets/app-LLLLLLLL.js' },
      }),
      '.vite/first-load.json': JSON.stringify(
        Object.fromEntries(FIRST_VISIT_MODULES.map((module) => [module, 'assets/app-LLLLLLLL.js'])),
      ),
    })
    const firstLoad = byName(measureBundle(dir), BUDGET_NAMES.firstLoadJs)
    expect(firstLoad.files.map((f) => f.file)).toEqual(
      expect.arrayContaining(['assets/app-LLLLLLLL.js', 'assets/react-MMMMMMMM.js']),
    )
    expect(firstLoad.files).toHaveLength(6)
  })

  it('refuses a manifest that lacks a first-visit module', () => {
    writeDist({ '.vite/manifest.json': '{}' })
    expect(() => measureBundle(dir)).toThrow(/is not in the build's manifest/)
  })

  it('says which file is missing when the build references one that is not there', () => {
    rmSync(path.join(dir, 'assets/shared-DDDDDDDD.js'))
    expect(() => measureBundle(dir)).toThrow(/assets\/shared-DDDDDDDD\.js .*missing/)
  })
})

describe('checkBudgets', () => {
  function budgets(firstLoadBudget: number): BudgetsFile {
    return {
      budgets: [
        { name: BUDGET_NAMES.firstLoadJs, today: 0, budget: firstLoadBudget, note: '' },
        { name: BUDGET_NAMES.precacheTotal, today: 0, budget: 1_000_000, note: '' },
      ],
    }
  }

  it('passes within the budgets', () => {
    const verdicts = checkBudgets(budgets(1_000_000), measureBundle(dir))
    expect(verdicts.map((v) => v.ok)).toEqual([true, true])
  })

  it('names the budget and the largest files when there is no earlier figure per file', () => {
    const [firstLoad] = checkBudgets(budgets(1000), measureBundle(dir))
    expect(firstLoad?.ok).toBe(false)
    expect(firstLoad?.message).toContain('Budget "first-load JS of /" is over by')
    const largest = firstLoad?.message.split('Largest files in it:')[1] ?? ''
    expect(largest.indexOf('assets/index-AAAAAAAA.js')).toBeLessThan(
      largest.indexOf('assets/react-BBBBBBBB.js'),
    )
    expect(firstLoad?.message).not.toContain('Grew the most')
  })

  it('names the file that grew since the figures recorded in budgets.json', () => {
    const recorded = updateToday(budgets(1_000_000), measureBundle(dir))
    expect(recorded.budgets[0]?.today).toBe(
      byName(measureBundle(dir), BUDGET_NAMES.firstLoadJs).gzip,
    )
    expect(recorded.files?.['assets/react-*.js']).toBe(gz('assets/react-BBBBBBBB.js'))

    // a new build: react grows and gets a new hash, the entry is unchanged
    rmSync(path.join(dir, 'assets/react-BBBBBBBB.js'))
    const entry = (FILES['assets/index-AAAAAAAA.js'] ?? '').replace(
      'react-BBBBBBBB',
      'react-ZZZZZZZZ',
    )
    writeDist({
      'assets/index-AAAAAAAA.js': entry,
      'assets/react-ZZZZZZZZ.js': `export const a=1;${noise(4000, 2)}`,
      'index.html': INDEX_HTML.replace('react-BBBBBBBB', 'react-ZZZZZZZZ'),
    })
    const measurements = measureBundle(dir)
    const limit = byName(measurements, BUDGET_NAMES.firstLoadJs).gzip - 1
    const [firstLoad] = checkBudgets(
      { ...recorded, budgets: [{ ...budgets(limit).budgets[0]!, today: 0 }] },
      measurements,
    )
    expect(firstLoad?.ok).toBe(false)
    const grew = firstLoad?.message.split('Grew the most')[1]?.split('Largest files')[0] ?? ''
    expect(grew.trim().split('\n')[1]?.trim()).toMatch(
      /^assets\/react-ZZZZZZZZ\.js: \+[\d,]+ bytes/,
    )
    // the entry changed only by the new name it imports: a byte or two at most, listed after
    const entryAt = grew.indexOf('index-AAAAAAAA')
    expect(entryAt === -1 || entryAt > grew.indexOf('react-ZZZZZZZZ')).toBe(true)
  })

  it('fails a budget whose name matches no measurement', () => {
    const [verdict] = checkBudgets(
      { budgets: [{ name: 'nonsense', today: 0, budget: 1, note: '' }] },
      measureBundle(dir),
    )
    expect(verdict).toMatchObject({ ok: false, message: expect.stringMatching(/nonsense/) })
  })
})

describe('fileBaseline and formatTable', () => {
  it('adds up files that share a key', () => {
    writeDist({
      'sw.js': (FILES['sw.js'] ?? '').replace(
        '"assets/job-HHHHHHHH.css"}',
        '"assets/job-HHHHHHHH.css"},{"revision":null,"url":"assets/job-IIIIIIII.css"}',
      ),
      'assets/job-IIIIIIII.css': 'h2{margin:0}',
    })
    const baseline = fileBaseline(measureBundle(dir))
    expect(baseline['assets/job-*.css']).toBe(
      gz('assets/job-HHHHHHHH.css') + gzipSize('h2{margin:0}'),
    )
  })

  it('aligns numbers right and text left', () => {
    expect(
      formatTable([
        { name: 'a', bytes: 1234 },
        { name: 'bbb', bytes: 5 },
      ]),
    ).toBe(['name  bytes', '----  -----', 'a     1,234', 'bbb       5'].join('\n'))
  })
})
