/**
 * The warning a reader sees on a listing that the scam rules flagged (the server scores every
 * listing as it is stored). One kind per listing, the strongest signal's; the words are calm and
 * say what to do, never "scam": most flagged adverts are careless, not criminal.
 */
export const cautionKinds = [
  'asks-for-payment',
  'contact-by-phone-only',
  'free-mail-employer',
  'too-good-to-be-true',
] as const
export type CautionKind = (typeof cautionKinds)[number]

export const CAUTION_MESSAGES: Record<CautionKind, string> = {
  'asks-for-payment':
    'This advert asks applicants to pay. Genuine employers never charge you to apply. Do not send money.',
  'contact-by-phone-only':
    'This advert can only be answered by WhatsApp or phone. Check that the employer is real before you send documents or money.',
  'free-mail-employer':
    'This advert gives a free email address for an employer that has its own. Check the job on the employer’s official website.',
  'too-good-to-be-true':
    'This advert promises high pay with no experience needed. Genuine employers do not promise easy money.',
}

/** The message for a stored kind; an unknown one (a newer server) still gets a warning. */
export function cautionMessage(kind: string): string {
  return (
    (CAUTION_MESSAGES as Partial<Record<string, string>>)[kind] ??
    'Be careful with this advert. Genuine employers never ask you to pay to apply.'
  )
}

/**
 * The warning that leads every share of a flagged advert and its link preview, in the card's
 * words: most people read a shared job in WhatsApp and never open the link.
 */
export function cautionWarning(kind: string): string {
  return `⚠ Caution: ${cautionMessage(kind)}`
}
