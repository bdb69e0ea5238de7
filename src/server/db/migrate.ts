/**
 * Applies the numbered .sql files in ./migrations in order, each recorded in schema_migrations.
 * All of it runs in one transaction under an advisory lock, so two processes starting together
 * neither race nor leave a half-applied schema.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import type { Db } from './db.ts'

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url))
const MIGRATION_LOCK = 'jobs-zw:migrate'

export interface Migration {
  version: string
  sql: string
}

export function readMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({
      version: name.replace(/\.sql$/, ''),
      sql: readFileSync(`${dir}/${name}`, 'utf8'),
    }))
}

/** Returns the versions it applied. */
export async function migrate(db: Db, migrations = readMigrations()): Promise<string[]> {
  // Unbounded: a process that starts while another migrates waits for it, and an index on a
  // big table may take longer than a request's bound.
  return db.transaction(
    async (tx) => {
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [MIGRATION_LOCK])
      await tx.query(
        `create table if not exists schema_migrations (
         version text primary key,
         applied_at timestamptz not null default now()
       )`,
      )
      const { rows } = await tx.query<{ version: string }>('select version from schema_migrations')
      const applied = new Set(rows.map((row) => row.version))
      const pending = migrations.filter((migration) => !applied.has(migration.version))
      for (const migration of pending) {
        await tx.exec(migration.sql)
        await tx.query('insert into schema_migrations (version) values ($1)', [migration.version])
      }
      return pending.map((migration) => migration.version)
    },
    { unbounded: true },
  )
}
