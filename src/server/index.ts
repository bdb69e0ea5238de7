/** Process entry: read configuration, start, and shut down cleanly on a signal. */
import { EnvError, loadEnv } from './env.ts'
import { startServer } from './server.ts'
import { StartupError } from './startup-error.ts'

try {
  const env = loadEnv()
  const server = await startServer(env)
  const where = env.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.dataDir}`
  console.log(`Jobs board listening on ${server.url} using ${where}`)
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    console.log(`${signal} received, closing…`)
    // Whatever else holds the process (a database that does not answer its close), the
    // supervisor that sent the signal gets an exit soon after the deadline.
    setTimeout(() => {
      console.error('Shutdown did not finish in time; exiting.')
      process.exit(1)
    }, env.shutdownTimeoutMs + 5000).unref()
    server.close().then(
      ({ forced }) => {
        if (forced) console.log('Cut the connections still open at SHUTDOWN_TIMEOUT_MS.')
        process.exit(0)
      },
      (error: Error) => {
        console.error('Shutdown failed:', error.message)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
} catch (error) {
  if (error instanceof EnvError) console.error(`Configuration error: ${error.message}`)
  else if (error instanceof StartupError) console.error(`Could not start: ${error.message}`)
  else console.error(error)
  process.exit(1)
}
