/**
 * Scores a job advert's text for the signs of a recruitment scam, the commonest being a
 * "registration fee" sent by EcoCash. Pure and synchronous: the repository calls it on every
 * listing it stores, and again when SCAM_RULES_VERSION moves; shared, so that the phone can run the
 * same rules offline over an advert a reader pastes (advert-check/).
 *
 * Each rule counts once, however often its words appear, so repeating "hurry" cannot add up to a
 * warning. The warning shown is the kind of the strongest rule that fired (ties go to the rule
 * listed first in rule-table.ts, payment rules first, because that warning matters most).
 */
import type { CautionKind } from '../caution.ts'
import type { Pay } from '../pay/pay.ts'
import { normaliseAdvert } from './normalise-advert.ts'
import { SCAM_RULES, type ScamRule, type ScamRuleId } from './rule-table.ts'

export type { ScamRuleId } from './rule-table.ts'

/**
 * What the rules read of an advert, and nothing more, so that anything carrying these fields can
 * be scored: a stored job's input on the server (its JobInput has them all), an employer's post,
 * an advert a reader pasted on the phone. Its words as a source hands them over, and its pay as
 * the job's `pay` field holds it (server/jobs/read-advert.ts), which may come from the source's
 * data with no words for it. Location and employment type are not read: they name things, they
 * ask nothing of the applicant.
 */
export interface AdvertText {
  title: string
  company: string
  salary: string | null
  description: string
  jobLink: string | null
  applyInstructions: string | null
  requirements: string | null
  tags: readonly string[]
  pay?: Pay | null
}

/** excerpt: the matched words with a little context, at most 160 characters, so an operator sees why */
export interface ScamSignal {
  rule: ScamRuleId
  excerpt: string
}

export interface ScamAssessment {
  score: number
  signals: ScamSignal[]
  caution: CautionKind | null
}

/** bump whenever rules or weights change: stored jobs are rescored when it differs */
export const SCAM_RULES_VERSION = 2

/**
 * A listing is flagged at this summed weight. Every rule that means "the applicant is asked to
 * pay" (or its close equivalents: a state body with a gmail address, big pay for no experience)
 * weighs 5, so it flags on its own. The weak signs weigh 2 or 3, so none flags alone but any two
 * together do: WhatsApp-only contact is normal for a small honest shop, "limited slots" is only
 * pushy, but the two together are the usual shape of a scam.
 */
export const CAUTION_THRESHOLD = 5

export function scoreAdvert(advert: AdvertText): ScamAssessment {
  const normalised = normaliseAdvert(advert)
  const signals: ScamSignal[] = []
  let score = 0
  let strongest: ScamRule | null = null
  for (const rule of SCAM_RULES) {
    const excerpt = rule.find(normalised)
    if (excerpt === null) continue
    signals.push({ rule: rule.id, excerpt })
    score += rule.weight
    if (strongest === null || rule.weight > strongest.weight) strongest = rule
  }
  const caution = score >= CAUTION_THRESHOLD && strongest !== null ? strongest.caution : null
  return { score, signals, caution }
}
