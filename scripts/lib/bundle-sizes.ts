/**
 * Byte budgets measured from the build output: gzip sizes, level 9, of what a first
 * visit of / loads and of what the service worker precaches. Reads files only; no browser and no
 * timing, so the figures are the same on every machine for the same build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { constants, gzipSync } from 'node:zlib'

import { FIRST_LOAD_MAP_FILE } from '../first-load-map.ts'
import { FIRST_STYLESHEET_INFO, type FirstStylesheet } from '../../src/shared/first-stylesheet.ts'

export interface SizedFile {
  /** path under the client directory, with forward slashes: "assets/index-DjYA0N4K.js" */
  file: string
  bytes: number
  gzip: number
}

export interface Measurement {
  name: string
  /** the sum of the files' gzip sizes, each file compressed on its own as it is served */
  gzip: number
  /** the files measured, biggest (gzip) first */
  files: SizedFile[]
}

export interface Budget {
  name: string
  today: number
  budget: number
  note: string
}

export interface BudgetsFile {
  $comment?: string
  budgets: Budget[]
  /** gzip bytes per file as of "today", hashes replaced by "*" (see fileKey) */
  files?: Record<string, number>
}

export const BUDGET_NAMES = {
  firstLoadJs: 'first-load JS of /',
  largestLazyChunk: 'largest lazy chunk',
  firstLoadCss: 'CSS of index.html',
  homeInlineCss: 'CSS inline in /',
  precacheTotal: 'precache total',
} as const

export function gzipSize(data: Buffer | string): number {
  return gzipSync(data, { level: constants.Z_BEST_COMPRESSION }).byteLength
}

/** The same file in two builds: "assets/index-DjYA0N4K.js" becomes "assets/index-*.js". */
export function fileKey(file: string): string {
  if (!file.startsWith('assets/')) return file
  return file.replace(/-[A-Za-z0-9_-]{8}(\.[a-z0-9]+)$/, '-*$1')
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const match of tag.matchAll(/([a-zA-Z-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const [, name, double, single, bare] = match
    if (name) found.set(name.toLowerCase(), double ?? single ?? bare ?? '')
  }
  return found
}

/** Same-origin paths ("/assets/x.js" -> "assets/x.js"); other origins are not ours to count. */
function localPath(href: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return null
  return href.replace(/^\.?\//, '').replace(/[?#].*$/, '')
}

/** The module scripts, module preloads and stylesheets that index.html makes the browser load. */
export function parseIndexHtml(html: string): {
  scripts: string[]
  modulePreloads: string[]
  stylesheets: string[]
} {
  const scripts: string[] = []
  const modulePreloads: string[] = []
  const stylesheets: string[] = []
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attrs = attributes(tag.slice(tag.indexOf(' ')))
    if (/^<script/i.test(tag)) {
      const src = attrs.get('src')
      const local = src === undefined ? null : localPath(src)
      if (local && attrs.get('type') === 'module') scripts.push(local)
      continue
    }
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/)
    const href = attrs.get('href')
    const local = href === undefined ? null : localPath(href)
    if (!local) continue
    if (rel.includes('modulepreload')) modulePreloads.push(local)
    else if (rel.includes('stylesheet')) stylesheets.push(local)
  }
  return { scripts, modulePreloads, stylesheets }
}

/**
 * Relative modules a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`,
 * `export … from "./x.js"`); dynamic `import("./x.js")` loads later and is left out.
 */
export function staticImports(code: string): string[] {
  const found = new Set<string>()
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"'\s]+)["']/g))
    if (match[1]) found.add(match[1])
  return [...found]
}

/** The URLs in the precache manifest that the build injects into sw.js. */
export function parsePrecacheManifest(swSource: string): string[] {
  const manifest = /\[\{"revision":[^\]]*\]/.exec(swSource)?.[0]
  if (!manifest) throw new Error('No precache manifest found in sw.js')
  return (JSON.parse(manifest) as { url: string }[]).map((entry) => localPath(entry.url) ?? '')
}

function readClientFile(clientDir: string, file: string): Buffer {
  const full = path.join(clientDir, file)
  if (!existsSync(full)) throw new Error(`${file} is referenced by the build but missing`)
  return readFileSync(full)
}

/** The first load's styles, which the server writes into pages like / (decision 075). */
function firstStylesheet(clientDir: string): string {
  const info = readClientFile(clientDir, FIRST_STYLESHEET_INFO.slice(1)).toString('utf8')
  const { first } = JSON.parse(info) as Pick<FirstStylesheet, 'first'>
  return first
}

export function sizeFiles(clientDir: string, files: Iterable<string>): SizedFile[] {
  return [...new Set(files)]
    .map((file) => {
      const data = readClientFile(clientDir, file)
      return { file, bytes: data.byteLength, gzip: gzipSize(data) }
    })
    .sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file))
}

function measurement(name: string, files: SizedFile[]): Measurement {
  return { name, gzip: files.reduce((sum, file) => sum + file.gzip, 0), files }
}

/**
 * Modules a first visit of / also loads although index.html does not name them: the app (which
 * the entry imports after the first paint) and the home route's component (code-split by the
 * router). Found through Vite's manifest (build.manifest) by their source paths, or through
 * .vite/first-load.json where the build merged them into one chunk (docs/decisions/013).
 */
export const FIRST_VISIT_MODULES = [
  'src/client/app.tsx',
  'src/client/routes/index.tsx?tsr-split=component',
]

function readJson(clientDir: string, file: string): Record<string, unknown> {
  const full = path.join(clientDir, file)
  return existsSync(full) ? (JSON.parse(readFileSync(full, 'utf8')) as Record<string, unknown>) : {}
}

function firstVisitChunks(clientDir: string): string[] {
  if (!existsSync(path.join(clientDir, '.vite/manifest.json'))) return []
  const manifest = readJson(clientDir, '.vite/manifest.json') as Record<string, { file?: string }>
  // Where scripts/vite-first-load-chunk.ts merged a module into the app chunk.
  const merged = readJson(clientDir, FIRST_LOAD_MAP_FILE)
  return FIRST_VISIT_MODULES.map((module) => {
    const chunk = manifest[module]?.file ?? merged[module]
    if (typeof chunk !== 'string') throw new Error(`${module} is not in the build's manifest`)
    return chunk
  })
}

/**
 * The scripts of a first visit of /: index.html's entry and preloads, the app and the home
 * route, and all they import statically.
 */
export function firstLoadScripts(clientDir: string): string[] {
  const html = readClientFile(clientDir, 'index.html').toString('utf8')
  const { scripts, modulePreloads } = parseIndexHtml(html)
  const seen = new Set<string>()
  const queue = [...scripts, ...modulePreloads, ...firstVisitChunks(clientDir)]
  while (queue.length > 0) {
    const file = queue.shift() as string
    if (seen.has(file)) continue
    seen.add(file)
    const code = readClientFile(clientDir, file).toString('utf8')
    for (const specifier of staticImports(code))
      queue.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)))
  }
  return [...seen]
}

/** Every JavaScript file of the build under assets/. */
export function allScripts(clientDir: string): string[] {
  const assets = path.join(clientDir, 'assets')
  if (!existsSync(assets)) return []
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`)
}

/** The four budgets' figures for the build in clientDir. */
export function measureBundle(clientDir: string): Measurement[] {
  const firstLoad = firstLoadScripts(clientDir)
  const firstLoadSet = new Set(firstLoad)
  const later = sizeFiles(
    clientDir,
    allScripts(clientDir).filter((file) => !firstLoadSet.has(file)),
  )
  const html = readClientFile(clientDir, 'index.html').toString('utf8')
  const sw = readClientFile(clientDir, 'sw.js').toString('utf8')
  return [
    measurement(BUDGET_NAMES.firstLoadJs, sizeFiles(clientDir, firstLoad)),
    measurement(BUDGET_NAMES.largestLazyChunk, later.slice(0, 1)),
    measurement(BUDGET_NAMES.firstLoadCss, sizeFiles(clientDir, parseIndexHtml(html).stylesheets)),
    measurement(BUDGET_NAMES.homeInlineCss, sizeFiles(clientDir, [firstStylesheet(clientDir)])),
    measurement(BUDGET_NAMES.precacheTotal, sizeFiles(clientDir, parsePrecacheManifest(sw))),
  ]
}

/** gzip bytes per fileKey over every file measured (files sharing a key are added up). */
export function fileBaseline(measurements: Measurement[]): Record<string, number> {
  const files = new Map<string, number>()
  for (const file of measurements.flatMap((m) => m.files)) files.set(file.file, file.gzip)
  const byKey = new Map<string, number>()
  for (const [file, gzip] of files) byKey.set(fileKey(file), (byKey.get(fileKey(file)) ?? 0) + gzip)
  return Object.fromEntries([...byKey].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

export interface Growth {
  key: string
  /** the file, or the key ("assets/job._id-*.js (2 files)") when several files share it */
  label: string
  before: number | null
  now: number
  grew: number
}

/**
 * For the files of one measurement: how much each grew against the baseline in budgets.json,
 * most first. A key missing from the baseline is a new file: it grew by its whole size.
 */
export function growthAgainst(
  measured: Measurement,
  all: Measurement[],
  baseline: Record<string, number>,
): Growth[] {
  const current = fileBaseline(all)
  const sharing = new Map<string, Set<string>>()
  for (const { file } of all.flatMap((m) => m.files))
    sharing.set(fileKey(file), (sharing.get(fileKey(file)) ?? new Set()).add(file))
  const keys = new Map(measured.files.map(({ file }) => [fileKey(file), file]))
  return [...keys]
    .map(([key, file]) => {
      const count = sharing.get(key)?.size ?? 1
      const label = count > 1 ? `${key} (${count} files)` : file
      const before = baseline[key] ?? null
      const now = current[key] ?? 0
      return { key, label, before, now, grew: now - (before ?? 0) }
    })
    .sort((a, b) => b.grew - a.grew || b.now - a.now)
}

export interface Verdict {
  budget: Budget
  measured: Measurement | undefined
  ok: boolean
  /** why it failed, naming the files; empty when ok */
  message: string
}

const number = (n: number) => n.toLocaleString('en-US')

export function checkBudgets(file: BudgetsFile, measurements: Measurement[]): Verdict[] {
  return file.budgets.map((budget) => {
    const measured = measurements.find((m) => m.name === budget.name)
    if (!measured)
      return { budget, measured, ok: false, message: `${budget.name}: not measured (unknown name)` }
    if (measured.gzip <= budget.budget) return { budget, measured, ok: true, message: '' }
    const over = measured.gzip - budget.budget
    const lines = [
      `Budget "${budget.name}" is over by ${number(over)} bytes: ${number(measured.gzip)} ` +
        `bytes gzip measured, ${number(budget.budget)} allowed (${number(budget.today)} recorded ` +
        `as today in budgets.json).`,
    ]
    const grown = growthAgainst(measured, measurements, file.files ?? {}).filter((g) => g.grew > 0)
    if (file.files && grown.length > 0) {
      lines.push('  Grew the most since the figures in budgets.json:')
      for (const g of grown.slice(0, 5))
        lines.push(
          `    ${g.label}: ` +
            (g.before === null
              ? `new, ${number(g.now)} bytes gzip`
              : `+${number(g.grew)} bytes gzip (${number(g.before)} -> ${number(g.now)})`),
        )
    }
    lines.push('  Largest files in it:')
    for (const f of measured.files.slice(0, 5))
      lines.push(`    ${f.file}: ${number(f.gzip)} bytes gzip (${number(f.bytes)} raw)`)
    return { budget, measured, ok: false, message: lines.join('\n') }
  })
}

/** A plain text table; numbers are right-aligned. */
export function formatTable(rows: Record<string, string | number>[]): string {
  const first = rows[0]
  if (!first) return ''
  const columns = Object.keys(first)
  const cell = (value: string | number | undefined) =>
    typeof value === 'number' ? number(value) : (value ?? '')
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => cell(row[column]).length)),
  )
  const line = (values: (string | number | undefined)[], header = false) =>
    values
      .map((value, i) => {
        const text = header ? String(value) : cell(value)
        const width = widths[i] ?? 0
        return typeof value === 'number' ? text.padStart(width) : text.padEnd(width)
      })
      .join('  ')
      .trimEnd()
  return [
    line(columns, true),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map((row) => line(columns.map((column) => row[column]))),
  ].join('\n')
}

export function budgetTable(verdicts: Verdict[]): string {
  return formatTable(
    verdicts.map(({ budget, measured, ok }) => ({
      budget: budget.name,
      'today (budgets.json)': budget.today,
      measured: measured?.gzip ?? 'n/a',
      allowed: budget.budget,
      verdict: ok
        ? `ok (${Math.round((100 * (measured?.gzip ?? 0)) / budget.budget)}%)`
        : measured
          ? `OVER by ${number(measured.gzip - budget.budget)}`
          : 'NOT MEASURED',
      largest: measured?.files[0]?.file ?? '',
    })),
  )
}

/** budgets.json with "today" (and the per-file figures) set from the measurements. */
export function updateToday(file: BudgetsFile, measurements: Measurement[]): BudgetsFile {
  return {
    ...file,
    budgets: file.budgets.map((budget) => {
      const measured = measurements.find((m) => m.name === budget.name)
      return measured ? { ...budget, today: measured.gzip } : budget
    }),
    files: fileBaseline(measurements),
  }
}
