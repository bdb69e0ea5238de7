/**
 * npm run dev: the API (restarted on change) on API_PORT and Vite's dev server with hot reload,
 * which proxies /api to it. Open the URL Vite prints.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const apiPort = process.env.API_PORT ?? '8787'
const children = [
  spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'src/server/index.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
    },
  ),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', stop)
