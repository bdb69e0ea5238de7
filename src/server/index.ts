/** Process entry: read configuration, start, and shut down cleanly on a signal. */
import { EnvError, loadEnv } from './env.ts'
import { configureLogger, logger } from './observability/logger.ts'
import { startServer } from './server.ts'
import { StartupError } from './startup-error.ts'

try {
  const env = loadEnv()
  await configureLogger({ level: env.logLevel, pretty: env.logPretty })
  const server = await startServer(env)
  logger.info(
    {
      url: server.url,
      role: env.role,
      database: env.databaseUrl ? 'postgres' : 'pglite',
      ...(env.databaseUrl ? {} : { dataDir: env.dataDir }),
    },
    `Jobs board listening on ${server.url}`,
  )
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    logger.info(
      { signal, timeout_ms: env.shutdownTimeoutMs },
      'Closing: finishing requests in flight',
    )
    // Whatever else holds the process (a database that does not answer its close), the
    // supervisor that sent the signal gets an exit soon after the deadline.
    setTimeout(() => {
      logger.error('Shutdown did not finish in time; exiting.')
      process.exit(1)
    }, env.shutdownTimeoutMs + 5000).unref()
    server.close().then(
      ({ forced }) => {
        if (forced) logger.warn('Cut the connections still open at SHUTDOWN_TIMEOUT_MS.')
        logger.info({ signal }, 'Closed')
        process.exit(0)
      },
      (error: Error) => {
        logger.error({ err: error }, 'Shutdown failed')
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
} catch (error) {
  const message =
    error instanceof EnvError
      ? `Configuration error: ${error.message}`
      : error instanceof StartupError
        ? `Could not start: ${error.message}`
        : null
  if (message === null) logger.fatal({ err: error }, 'Could not start')
  else {
    logger.fatal(message)
    // Said plainly too, for the person at the terminal: it names what to fix.
    process.stderr.write(`${message}\n`)
  }
  process.exit(1)
}
