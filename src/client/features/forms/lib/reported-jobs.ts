/**
 * What this device remembers about reports: which jobs it reported (so the button says so), and
 * a random reporter id, so that the server can tell readers apart who share one address (mobile
 * networks put many phones behind one) without knowing who anyone is.
 */
import { isReporterId } from '#shared/schemas/forms.ts'

import { storage } from '../../../lib/storage.ts'

const REPORTED_KEY = 'reported-jobs'
const REPORTER_KEY = 'reporter-id'

async function readReported(): Promise<string[]> {
  try {
    const value: unknown = JSON.parse((await storage.getItem(REPORTED_KEY)) ?? '[]')
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

export async function hasReportedJob(jobId: string): Promise<boolean> {
  return (await readReported()).includes(jobId)
}

export async function rememberReportedJob(jobId: string): Promise<void> {
  const reported = await readReported()
  if (reported.includes(jobId)) return
  // the newest 500 are plenty; the server holds the real record
  await storage.setItem(REPORTED_KEY, JSON.stringify([...reported, jobId].slice(-500)))
}

export async function getReporterId(): Promise<string> {
  const known = await storage.getItem(REPORTER_KEY)
  if (known && isReporterId(known)) return known
  const id = crypto.randomUUID()
  await storage.setItem(REPORTER_KEY, id)
  return id
}
