/** The date each legal document last changed: shown at its top, and changed with its text. */
export interface LegalDate {
  /** as shown, e.g. "October 9, 2025" */
  text: string
  /** yyyy-mm-dd, for the <time> element */
  iso: string
}

export const PRIVACY_POLICY_UPDATED: LegalDate = { text: 'November 26, 2026', iso: '2026-11-26' }
export const TERMS_OF_SERVICE_UPDATED: LegalDate = { text: 'October 9, 2025', iso: '2025-10-09' }
