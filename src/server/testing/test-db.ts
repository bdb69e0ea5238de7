/**
 * A migrated database for one test file: in-memory PGlite always, or, when DATABASE_URL is set,
 * a throwaway database created on that PostgreSQL server and dropped afterwards. The same suites
 * run against both.
 */
import { randomBytes } from 'node:crypto'

import pg from 'pg'

import type { Db } from '../db/db.ts'
import { migrate, readMigrations, type Migration } from '../db/migrate.ts'
import { openPgliteDb } from '../db/pglite-db.ts'
import { openPostgresDb } from '../db/postgres-db.ts'
import { loadEnv } from '../env.ts'

export interface TestDb extends Db {
  /** the connection string of the throwaway PostgreSQL database, when there is one */
  url: string | null
}

/** `migrations`: the ones to apply (a migration's own test starts from the schema before it). */
export async function createTestDb(migrations: Migration[] = readMigrations()): Promise<TestDb> {
  const serverUrl = loadEnv().databaseUrl
  if (!serverUrl) {
    const db = await openPgliteDb(null)
    await migrate(db, migrations)
    return Object.assign(db, { url: null })
  }
  const name = `jobs_test_${process.pid}_${randomBytes(4).toString('hex')}`
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const db = await openPostgresDb(url.toString(), 4)
  await migrate(db, migrations)
  return {
    ...db,
    url: url.toString(),
    async close() {
      await db.close()
      await withAdmin(serverUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      )
    },
  }
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}
