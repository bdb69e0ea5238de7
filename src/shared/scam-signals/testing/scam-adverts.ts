/**
 * Scam-like adverts, written for these tests (none copied from a real site), in the shapes job
 * scams take in Zimbabwe: a registration, medical or uniform fee sent by EcoCash, InnBucks or
 * Mukuru; a state body or big company answering from gmail; visa and sponsorship fees for work
 * abroad; big pay for no experience; "you have been selected" with only a WhatsApp number.
 * Each names the warning it must get and the rules that must fire (others may fire too).
 * The adverts live in scams/, one file per shape.
 */
import type { CautionKind } from '../../caution.ts'

import type { AdvertText, ScamRuleId } from '../score-advert.ts'
import { SCAM_ABROAD } from './scams/abroad-scams.ts'
import { SCAM_FEES } from './scams/fee-scams.ts'
import { SCAM_IMPERSONATIONS } from './scams/impersonation-scams.ts'
import { SCAM_PROMISES } from './scams/promise-scams.ts'

export interface ScamCorpusEntry {
  name: string
  caution: CautionKind
  rules: ScamRuleId[]
  advert: AdvertText
}

export const SCAM_ADVERTS: readonly ScamCorpusEntry[] = [
  ...SCAM_FEES,
  ...SCAM_IMPERSONATIONS,
  ...SCAM_ABROAD,
  ...SCAM_PROMISES,
]
