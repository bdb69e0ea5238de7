/**
 * What the pasted advert says that a reader should know whatever listing it matches: the scam
 * rules' findings (shared/scam-signals, the rules every listing on the site is scored by, in the
 * words the employer's preview uses), and the check's own findings about the contacts it gives.
 * Each names its rule, says what was seen in plain words and quotes the advert.
 */
import { formatPhoneNumber } from '../how-to-apply/phone-numbers.ts'
import { SCAM_RULE_WORDS } from '../scam-signals/rule-words.ts'
import { scoreAdvert, type ScamRuleId } from '../scam-signals/score-advert.ts'
import type { AdvertContacts } from './advert-contacts.ts'
import { firstLine } from './pasted-text.ts'
import type { ContactsToAvoid } from './taken-down-contacts.ts'

export interface AdvertSignal {
  /** a scam rule's id (scam-signals/rule-table.ts), or one of the check's own (CheckRuleId) */
  rule: string
  message: string
  /** the advert's own words that show it, at most 160 characters */
  excerpt: string
}

export type CheckRuleId = 'taken-down-contact' | 'free-mail-for-organisation' | 'not-its-domain'

/** The rules that mean the applicant is asked to pay. */
const PAYMENT_RULES: ReadonlySet<ScamRuleId> = new Set([
  'fee-request',
  'payment-demand',
  'mobile-money-payment',
  'overseas-fee',
])

export interface ScamReading {
  signals: AdvertSignal[]
  /** the rules' own verdict: their weights reach the threshold a listing is flagged at */
  flagged: boolean
  /** a payment rule fired */
  asksForMoney: boolean
}

/**
 * The scam rules over the pasted text. It has no fields, so the whole text is the description,
 * and its first line stands for the title (a forwarded advert's heading names the job or the
 * employer, which the free-mail rule reads). No job link: a pasted advert has only its words.
 */
export function readScamSignals(text: string): ScamReading {
  const assessment = scoreAdvert({
    title: firstLine(text),
    company: '',
    salary: null,
    description: text,
    jobLink: null,
    applyInstructions: null,
    requirements: null,
    tags: [],
  })
  return {
    signals: assessment.signals.map(({ rule, excerpt }) => ({
      rule,
      message: SCAM_RULE_WORDS[rule],
      excerpt,
    })),
    flagged: assessment.caution !== null,
    asksForMoney: assessment.signals.some((signal) => PAYMENT_RULES.has(signal.rule)),
  }
}

/** A signal for each kind of contact the advert shares with a listing the site took down. */
export function takenDownSignals(contacts: AdvertContacts, avoid: ContactsToAvoid): AdvertSignal[] {
  const signals: AdvertSignal[] = []
  const seen = (kind: string, excerpt: string) =>
    signals.push({
      rule: 'taken-down-contact' satisfies CheckRuleId,
      message: `It gives ${kind} from an advert this site took down`,
      excerpt,
    })
  const phone = [...contacts.phones.keys()].find((number) => avoid.phones.has(number))
  if (phone) seen('a phone number', formatPhoneNumber(phone))
  const email = [...contacts.emails.keys()].find((address) => avoid.emails.has(address))
  if (email) seen('an email address', email)
  const link = [...contacts.links.values()].find(({ key }) => avoid.links.has(key))
  if (link) seen('a link', link.written.slice(0, 160))
  return signals
}
