import { writeFileSync } from 'node:fs'
import path from 'node:path'

import type { Plugin } from 'vite'

/** Marks a finished build so that `npm start` knows it need not build again (ensure-build.ts). */
export function buildStamp(): Plugin {
  let outDir = 'dist'
  return {
    name: 'jobs-zw:build-stamp',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      writeFileSync(path.join(outDir, '.build-stamp'), new Date().toISOString())
    },
  }
}
