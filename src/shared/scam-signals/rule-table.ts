/**
 * Every scam rule with its weight and the warning it maps to, in one table so that the weights
 * can be read (and argued about) side by side. The order is the tie-break for the warning shown:
 * asking for money first, then impersonation, then the promise, then the contact channel.
 * Change a weight or a rule and bump SCAM_RULES_VERSION in score-advert.ts.
 */
import type { CautionKind } from '../caution.ts'

import { findFreeMailNamedEmployer, findPhoneOnlyContact } from './contact-rules.ts'
import { findFeeRequest } from './fee-request-rule.ts'
import { findMobileMoneyPayment } from './mobile-money-rule.ts'
import type { NormalisedAdvert } from './normalise-advert.ts'
import { findNoExperienceHighPay, findUnsolicitedSelection, findUrgency } from './offer-rules.ts'
import { findOverseasFee } from './overseas-fee-rule.ts'
import { findPaymentDemand } from './payment-demand-rule.ts'

export type ScamRuleId =
  | 'fee-request'
  | 'payment-demand'
  | 'mobile-money-payment'
  | 'overseas-fee'
  | 'free-mail-named-employer'
  | 'no-experience-high-pay'
  | 'contact-by-phone-only'
  | 'unsolicited-selection'
  | 'urgency'

export interface ScamRule {
  id: ScamRuleId
  weight: number
  caution: CautionKind
  /** the excerpt that shows why the rule fired, or null */
  find: (advert: NormalisedAdvert) => string | null
}

export const SCAM_RULES: readonly ScamRule[] = [
  // A named fee (registration, medical, uniform...) that the applicant is to pay.
  { id: 'fee-request', weight: 5, caution: 'asks-for-payment', find: findFeeRequest },
  // "Pay/send/deposit" followed by an amount: "send USD 20", "pay $10".
  { id: 'payment-demand', weight: 5, caution: 'asks-for-payment', find: findPaymentDemand },
  // A pay verb aimed at EcoCash, InnBucks, Mukuru, a bank account... (not a job duty).
  {
    id: 'mobile-money-payment',
    weight: 5,
    caution: 'asks-for-payment',
    find: findMobileMoneyPayment,
  },
  // Visa, work-permit or certificate-of-sponsorship costs put on the applicant.
  { id: 'overseas-fee', weight: 5, caution: 'asks-for-payment', find: findOverseasFee },
  // A state body, bank, big company or NGO answering from gmail: the mark of impersonation.
  {
    id: 'free-mail-named-employer',
    weight: 5,
    caution: 'free-mail-employer',
    find: findFreeMailNamedEmployer,
  },
  // Pay far above the local norm for a job that asks for no experience and no qualification.
  {
    id: 'no-experience-high-pay',
    weight: 5,
    caution: 'too-good-to-be-true',
    find: findNoExperienceHighPay,
  },
  // Only WhatsApp or a phone number. Weak alone: a small honest shop often has nothing else.
  {
    id: 'contact-by-phone-only',
    weight: 3,
    caution: 'contact-by-phone-only',
    find: findPhoneOnlyContact,
  },
  // "You have been selected" in a public advert. Weak alone: it is the lead-in to a fee.
  {
    id: 'unsolicited-selection',
    weight: 3,
    caution: 'too-good-to-be-true',
    find: findUnsolicitedSelection,
  },
  // "Limited slots", "today only": pressure, the weakest sign, never enough by itself.
  { id: 'urgency', weight: 2, caution: 'too-good-to-be-true', find: findUrgency },
]
