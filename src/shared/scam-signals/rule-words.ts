/**
 * The scam rules' findings in plain words: for the person posting (the preview's signals and the
 * hold's reason) and for a reader checking an advert they were sent (advert-check/). What the
 * rule saw, never "scam".
 */
import type { ScamRuleId } from './rule-table.ts'

export const SCAM_RULE_WORDS: Record<ScamRuleId, string> = {
  'fee-request': 'It asks applicants to pay',
  'payment-demand': 'It asks applicants to pay',
  'mobile-money-payment': 'It asks applicants to send money by mobile money',
  'overseas-fee': 'It asks applicants to pay for work abroad',
  'free-mail-named-employer': 'It gives a free email address for an employer that has its own',
  'no-experience-high-pay': 'It promises high pay with no experience needed',
  'contact-by-phone-only': 'It can only be answered by phone or WhatsApp',
  'unsolicited-selection': 'It tells readers they have already been selected',
  urgency: 'It pushes readers to hurry',
}
