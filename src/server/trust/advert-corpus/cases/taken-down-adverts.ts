/**
 * Adverts that give a contact of a listing the site's team took down (corpus-listings.ts: the
 * demo's WhatsApp "agency" and a nurse-aide intake written there), under new titles and written
 * in other ways. Each is a caution whatever else it says; the last copies a real listing and
 * adds the taken-down number, so it matches that listing and is still a caution.
 */
import type { CorpusCase } from '../corpus-case.ts'

const takenDown = (name: string, text: string, listing: string | null = null): CorpusCase => ({
  name,
  category: 'taken-down',
  text,
  verdicts: ['caution'],
  listing,
})

export const TAKEN_DOWN_ADVERTS: readonly CorpusCase[] = [
  takenDown(
    'the agency number as it was written',
    'Supermarket cashiers and packers needed in Harare. WhatsApp 0771 000 000 for details.',
  ),
  takenDown(
    'the agency number with the country code',
    'Warehouse jobs, Msasa. Contact Quick Jobs on +263771000000.',
  ),
  takenDown(
    'the nurse-aide number in dashes',
    'Hospital cleaners needed at private clinics. Call 263-78-321-0987 (Sister Moyo).',
  ),
  takenDown(
    'the nurse-aide address under another name',
    'Caregivers wanted for a Borrowdale home. Email healthcareers.intake@gmail.com',
  ),
  takenDown(
    'the nurse-aide site',
    'Nurse aide intake 2027 is open!! Register here: https://nurse-aide-intake.example/register/',
  ),
  takenDown(
    'a real listing with the agency number added',
    `🏦 *BANK TELLER VACANCY - CHINHOYI* 🏦
Nhaka Building Society, Chinhoyi branch
For assistance WhatsApp 0 7 7 1 0 0 0 0 0 0`,
    'nhaka-building-society-bank-teller-chinhoyi',
  ),
]
