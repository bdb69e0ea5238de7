// A worker thread starts without the TypeScript loader the server runs under: it registers it,
// then runs the worker's code.
import { register } from 'tsx/esm/api'

register()
await import('./search-worker.ts')
