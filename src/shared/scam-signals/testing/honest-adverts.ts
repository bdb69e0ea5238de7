/**
 * Honest adverts, written for these tests (none copied from a real site), chosen to be hard for
 * the rules: employers' own warnings against fees, jobs whose duties involve EcoCash, bank
 * transfers or fees, a phone number beside a website, a small shop with a gmail address, NGO
 * pay that is high but wants years of experience, entry jobs that need no experience and pay
 * little, internships, WhatsApp as one channel among several. None may reach the threshold.
 * The adverts live in honest/, one file per kind of hard case.
 */
import type { AdvertText } from '../score-advert.ts'
import { HONEST_CONTACTS } from './honest/contact-adverts.ts'
import { HONEST_DISCLAIMERS } from './honest/disclaimer-adverts.ts'
import { HONEST_HARD_WORDS } from './honest/hard-word-adverts.ts'
import { HONEST_MONEY_DUTIES } from './honest/money-duty-adverts.ts'
import { HONEST_PAY } from './honest/pay-adverts.ts'

export interface HonestCorpusEntry {
  name: string
  advert: AdvertText
}

export const HONEST_ADVERTS: readonly HonestCorpusEntry[] = [
  ...HONEST_DISCLAIMERS,
  ...HONEST_MONEY_DUTIES,
  ...HONEST_HARD_WORDS,
  ...HONEST_CONTACTS,
  ...HONEST_PAY,
]
