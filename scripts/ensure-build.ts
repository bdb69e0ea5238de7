/**
 * Builds the app when the build is missing or older than its sources, so `npm start` on a fresh
 * clone (or after a pull) serves the current code without a separate build step.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const stamp = path.join(root, 'dist/client/.build-stamp')
const inputs = [
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'public',
  'src/client',
  'src/shared',
  'src/sw',
  'manifest.webmanifest',
]

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(target).map((name) => newestMtime(path.join(target, name))),
  )
}

export function ensureBuild(): void {
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0
  const changedAt = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))))
  if (builtAt > changedAt && existsSync(path.join(root, 'dist/ssr/entry-server.js'))) return
  console.log(
    builtAt ? 'Sources changed since the last build: building the app…' : 'Building the app…',
  )
  // The same two steps as `npm run build`: the browser app, then the server-render bundle.
  for (const args of [['build'], ['build', '--ssr', 'src/client/entry-server.tsx']]) {
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), ...args],
      { cwd: root, stdio: 'inherit' },
    )
    if (result.status !== 0) throw new Error('The app build failed; see the output above.')
  }
}
