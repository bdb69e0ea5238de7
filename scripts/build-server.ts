/**
 * `npm run build`'s last step: the server as plain JavaScript in dist/server, so production runs
 * it with `node` alone (`npm run serve`), without tsx or Vite. esbuild bundles our code (the
 * `.ts` imports and `#shared/*` included) and leaves packages as imports from node_modules.
 * Files the server finds beside itself at run time come along: the SQL migrations
 * (db/migrate.ts) and the search worker's entry (search/search-worker-client.ts).
 */
import { cpSync, rmSync } from 'node:fs'
import path from 'node:path'

import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const outdir = path.join(root, 'dist/server')

rmSync(outdir, { recursive: true, force: true })
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    index: 'src/server/index.ts',
    // The name the server asks its worker thread by, next to itself.
    'search-worker-entry': 'src/server/search/search-worker.ts',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
})
cpSync(path.join(root, 'src/server/db/migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
})
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.mjs'))
  .map(([file, { bytes }]) => `${path.basename(file)} ${(bytes / 1024).toFixed(0)} KiB`)
console.log(`Server built into dist/server: ${bytes.join(', ')}`)
