/**
 * How much of a pasted advert the check reads: a module of its own, so that the page that takes
 * the paste reads the limit without the cleaning rules (pasted-text.ts), as the how-to-apply
 * bounds are apart from their patterns.
 */

/** The caller caps what a reader may paste; the check caps it again, so its work is bounded. */
export const MAX_PASTED_LENGTH = 20_000

/** The note a reader may add when sending an advert to the team, in characters once cleaned. */
export const ADVERT_NOTE_MAX = 500
