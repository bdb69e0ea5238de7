import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/

/** Writes .br and .gz beside every compressible build file, at maximum compression, once. */
export function precompressAssets(): Plugin {
  let outDir = 'dist'
  return {
    name: 'jobs-zw:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      compressDir(outDir)
    },
  }
}

export function compressDir(dir: string) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) {
      compressDir(file)
      continue
    }
    if (!COMPRESSIBLE.test(name)) continue
    const source = readFileSync(file)
    // A twin is written only where it is smaller; the server sends the file as it is otherwise.
    const brotli = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    const gzip = gzipSync(source, { level: 9 })
    if (brotli.byteLength < source.byteLength) writeFileSync(`${file}.br`, brotli)
    if (gzip.byteLength < source.byteLength) writeFileSync(`${file}.gz`, gzip)
  }
}
