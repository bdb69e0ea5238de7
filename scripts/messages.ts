/**
 * npm run messages [-- --limit N]: prints the newest contact-form messages and the number of
 * newsletter subscribers, from the configured database (DATA_DIR or DATABASE_URL). The contact
 * page promises a reply within 24 hours; this is how the team reads what came in.
 */
import { parseArgs } from 'node:util'

import { openDb } from '../src/server/db/open-db.ts'
import {
  countNewsletterSubscriptions,
  listContactMessages,
} from '../src/server/forms/forms.repo.ts'
import { loadEnv } from '../src/server/env.ts'
import { printLine, printLines } from './lib/terminal-text.ts'

const { values } = parseArgs({ options: { limit: { type: 'string', default: '20' } } })
const limit = Number(values.limit)
if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
  console.error('--limit must be a whole number from 1 to 1000')
  process.exit(2)
}

const env = loadEnv()
const db = await openDb({ databaseUrl: env.databaseUrl, dataDir: env.dataDir })
try {
  const messages = await listContactMessages(db, { limit })
  console.log(`Newsletter subscribers: ${await countNewsletterSubscriptions(db)}`)
  console.log(
    messages.length ? `Newest ${messages.length} contact messages:\n` : 'No contact messages yet.',
  )
  // Written by strangers: printed escaped; only the message itself keeps its line breaks.
  for (const m of messages) {
    printLine(`#${m.id}  ${m.created_at}  ${m.name} <${m.email}>`)
    printLine(`Subject: ${m.subject}`)
    printLines(m.message)
    console.log('-'.repeat(60))
  }
} finally {
  await db.close()
}
