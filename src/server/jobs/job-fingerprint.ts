import { createHash } from 'node:crypto'

import type { JobInput } from './job-input.ts'

function normalise(text: string | null): string {
  return (text ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/**
 * What makes two postings the same job whatever site they came through: the title and the
 * employer, written loosely, and the closing day. Aggregators copy employers' adverts with
 * different links and ids, so neither can be used.
 */
export function makeJobFingerprint(
  job: Pick<JobInput, 'title' | 'company' | 'expiryDate' | 'expiryTs'>,
): string {
  const closing = job.expiryDate ?? job.expiryTs?.slice(0, 10) ?? ''
  return createHash('sha256')
    .update(`${normalise(job.title)}|${normalise(job.company)}|${closing}`)
    .digest('base64url')
    .slice(0, 22)
}
