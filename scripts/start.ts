/** npm start: build the app if needed, then run the server (migrations and demo data included). */
import { ensureBuild } from './ensure-build.ts'

ensureBuild()
await import('../src/server/index.ts')
