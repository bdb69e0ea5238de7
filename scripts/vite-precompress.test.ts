import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { compressBoth, compressDir } from './vite-precompress.ts'

// A script's worth of repetitive code, like a built chunk.
const SCRIPT = Buffer.from(
  Array.from(
    { length: 400 },
    (_, i) => `export function f${i}(a,b){return a+b*${i}+"job-${i % 17}"}\n`,
  ).join(''),
)

describe('compressBoth', () => {
  it('writes twins any browser reads back to the same bytes', async () => {
    const [brotli, gzip] = await compressBoth(SCRIPT)
    expect(brotliDecompressSync(brotli).equals(SCRIPT)).toBe(true)
    expect(gunzipSync(gzip).equals(SCRIPT)).toBe(true)
  })

  it('writes a smaller gzip than zlib at its highest level', async () => {
    const [, gzip] = await compressBoth(SCRIPT)
    expect(gzip.byteLength).toBeLessThan(gzipSync(SCRIPT, { level: 9 }).byteLength)
  })
})

describe('compressDir', () => {
  let dir = ''
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('writes twins only where they are smaller, in folders too, and not for images', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'precompress-'))
    await writeFile(path.join(dir, 'tiny.js'), 'x')
    await writeFile(path.join(dir, 'icon.png'), SCRIPT)
    await mkdir(path.join(dir, 'assets'))
    await writeFile(path.join(dir, 'assets', 'app.js'), SCRIPT)
    await compressDir(dir)
    expect((await readdir(dir)).sort()).toEqual(['assets', 'icon.png', 'tiny.js'])
    expect((await readdir(path.join(dir, 'assets'))).sort()).toEqual([
      'app.js',
      'app.js.br',
      'app.js.gz',
    ])
    const gzip = await readFile(path.join(dir, 'assets', 'app.js.gz'))
    expect(gunzipSync(gzip).equals(SCRIPT)).toBe(true)
  })
})
