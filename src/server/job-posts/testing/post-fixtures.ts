/** Posts and the emails they send, for the job-posts tests. */
import type { JobPost } from '#shared/schemas/job-post.ts'

import type { Queryable } from '../../db/db.ts'

export function makePost(overrides: Partial<JobPost> = {}): JobPost {
  return {
    title: 'Electrical Engineer',
    organisation: 'Zimbabwe Power Company (Pvt) Ltd',
    website: 'https://www.zpc.co.zw/careers',
    town: 'hwange',
    type: 'full-time',
    category: 'construction-engineering',
    closingDate: '2026-12-15',
    pay: null,
    howToApply: {
      methods: [{ kind: 'email', value: 'recruitment@zpc.co.zw' }],
      reference: 'ZPC/EE/2026',
      documents: ['CV'],
    },
    description:
      'Maintain the power station’s electrical plant.\n\n- Degree in Electrical Engineering\n- Three years in a power station',
    agency: false,
    agencyLicence: null,
    ...overrides,
  }
}

export interface SentMail {
  to: string
  subject: string
  text: string
}

/** The emails written to the outbox, oldest first. */
export async function outboxMail(db: Queryable): Promise<SentMail[]> {
  const { rows } = await db.query<{ to_address: string; subject: string; text_body: string }>(
    "select to_address, subject, text_body from mail_outbox where kind = 'job-post' order by id",
  )
  return rows.map((row) => ({ to: row.to_address, subject: row.subject, text: row.text_body }))
}

/** The token of the last link of `kind` in the emails. */
export async function lastToken(db: Queryable, kind: 'confirm' | 'manage'): Promise<string> {
  const mail = await outboxMail(db)
  const tokens = mail.flatMap(({ text }) => [
    ...text.matchAll(new RegExp(`/post-a-job/${kind}#token=([A-Za-z0-9_-]{43})`, 'g')),
  ])
  const token = tokens.at(-1)?.[1]
  if (!token) throw new Error(`no ${kind} link in the outbox`)
  return token
}
