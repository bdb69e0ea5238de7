/**
 * An operator of the console, as one is made: `npm run operator -- add` (through the running
 * server's control socket, since the embedded database is the server's), then signed in at /admin.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'

import type { Page } from '@playwright/test'

const ROOT = path.resolve(import.meta.dirname, '../..')

export function addOperator(email: string, password: string): string {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(ROOT, 'data/e2e') }
  delete env.DATABASE_URL // the e2e server runs on the embedded database
  return execFileSync(process.execPath, ['--import', 'tsx', 'scripts/operator.ts', 'add', email], {
    cwd: ROOT,
    env,
    input: `${password}\n`,
    encoding: 'utf8',
  })
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}
