/** The server for browser tests: a fresh embedded database with demo data, the current build. */
import { rmSync } from 'node:fs'
import path from 'node:path'

import { ensureBuild } from './ensure-build.ts'

const dataDir = path.resolve(import.meta.dirname, '../data/e2e')
rmSync(dataDir, { recursive: true, force: true })
process.env.DATA_DIR = dataDir
process.env.DATABASE_URL = '' // always the embedded database, whatever the shell has
process.env.DEMO_DATA = '1'
ensureBuild()
await import('../src/server/index.ts')
