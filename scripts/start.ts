/**
 * npm start: build the app if needed, then run the server (migrations and demo data included).
 * The npm script `exec`s one node process (tsx as its loader, not a second process), so the
 * SIGTERM a supervisor sends to npm reaches the server and it shuts down cleanly.
 */
import { ensureBuild } from './ensure-build.ts'

// A CLIENT_DIR of your own is a build of your own: this checkout's sources are not built.
if (!process.env.CLIENT_DIR) ensureBuild()
await import('../src/server/index.ts')
