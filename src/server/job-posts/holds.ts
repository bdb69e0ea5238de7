/**
 * What the checks make of a post before it may go live: its tier (from the work email), the
 * holds that send it to an operator's Review queue instead, a reason in plain words for each,
 * and the scam rules' findings. The same answer for the preview, the post, an edit and the
 * console, so the employer is told before sending what the operator will see.
 */
import { SCAM_RULE_WORDS } from '#shared/scam-signals/rule-words.ts'
import { scoreAdvert } from '#shared/scam-signals/score-advert.ts'
import type { JobPost } from '#shared/schemas/job-post.ts'

import type { Queryable } from '../db/db.ts'
import { emailTier, websiteHost, type EmailTier } from './email-tier.ts'
import { checkImpersonation } from './impersonation.ts'
import { howToApplyText, postAsJobInput } from './post-as-job.ts'

export const HOLDS = ['unverified', 'scam-rules', 'impersonation', 'agency-licence'] as const
export type Hold = (typeof HOLDS)[number]

export interface PostSignal {
  rule: string
  message: string
  excerpt: string
}

export interface PostAssessment {
  /** null: no work email yet (a preview) */
  tier: EmailTier | null
  /** the work email's domain, or null without one */
  domain: string | null
  holds: Hold[]
  reasons: string[]
  signals: PostSignal[]
}

const CHECKED = 'an operator checks it before it goes live'

/** The scam rules' reading of the post, scored as the upsert scores a job (its pay as data). */
export function scorePost(post: JobPost) {
  const job = postAsJobInput(post, { postId: 'preview', liveAt: null })
  return scoreAdvert({ ...job, applyInstructions: howToApplyText(post.howToApply), pay: post.pay })
}

export async function assessPost(
  db: Queryable,
  post: JobPost,
  { workEmail, postId }: { workEmail: string | null; postId?: string },
): Promise<PostAssessment> {
  const holds: Hold[] = []
  const reasons: string[] = []
  let tier: EmailTier | null = null
  let domain: string | null = null

  if (workEmail) {
    const verdict = emailTier(workEmail, post.website)
    tier = verdict.tier
    domain = verdict.domain
    if (verdict.tier === 'not-verified') {
      holds.push('unverified')
      const host = websiteHost(post.website)
      reasons.push(
        verdict.freeMail
          ? `Sent from ${domain}, a free email provider: ${CHECKED}`
          : host
            ? `Sent from ${domain}, which is not the website’s domain (${host}): ${CHECKED}`
            : `No website to check ${domain} against: ${CHECKED}`,
      )
    }
  }

  const assessment = scorePost(post)
  const signals = assessment.signals.map(({ rule, excerpt }) => ({
    rule,
    message: SCAM_RULE_WORDS[rule],
    excerpt,
  }))
  const strongest = signals[0]
  if (assessment.caution !== null && strongest) {
    holds.push('scam-rules')
    reasons.push(`${strongest.message}: "${strongest.excerpt}"`)
  }

  if (workEmail && domain) {
    const impersonation = await checkImpersonation(db, {
      organisation: post.organisation,
      workEmail,
      postId,
    })
    if (impersonation.held) {
      holds.push('impersonation')
      reasons.push(
        impersonation.knownDomains.length > 0
          ? `${post.organisation} is on the site already, writing from ${impersonation.knownDomains.join(', ')}; this post comes from ${domain}: an operator checks it is theirs`
          : impersonation.ownSource
            ? `${post.organisation} is on the site already from its own careers page; this post comes from ${domain}: an operator checks it is theirs`
            : `${post.organisation} is a large employer whose name is often borrowed: an operator checks the first post from ${domain}`,
      )
    }
  }

  if (post.agency && !post.agencyLicence) {
    holds.push('agency-licence')
    reasons.push(`An agency’s post needs its employment-agency licence number: ${CHECKED}`)
  }
  return { tier, domain, holds, reasons, signals }
}
