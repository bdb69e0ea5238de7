/**
 * A phone number as written in an advert, in E.164 (`+263772123456`), the one form `tel:` and
 * `wa.me` take and in which "0772 123 456", "+263 (0)77 212 3456" and "263772123456" are one
 * number. A number with 0 before it is Zimbabwean (the national prefix); one with + or 00 is
 * taken with its own country code. Anything else is no number to dial: null.
 *
 * Zimbabwean numbers after the 0 (the national significant number):
 * - mobiles: 7 and eight digits (71 NetOne, 73 Telecel, 77 and 78 Econet);
 * - landlines and VoIP: an area code from 2 to 6, or 8 (0864, 0867 VoIP), 8 to 10 digits in all
 *   ("0242 700 000", "(024) 2700000", "08677 123 456"). The older 7-digit forms ("(04) 700000")
 *   no longer connect and are left out rather than turned into a number that rings no one.
 */
const ZIMBABWE = '263'
const ZIMBABWE_NATIONAL = /^(?:7[0-9]{8}|[2-68][0-9]{7,9})$/
const INTERNATIONAL = /^[1-9][0-9]{7,14}$/

export function toE164(written: string): string | null {
  const international = /^\s*(?:\+|00)/.test(written)
  let digits = written.replace(/[^0-9]/g, '')
  if (international) {
    if (!written.trimStart().startsWith('+')) digits = digits.slice(2)
    if (!digits.startsWith(ZIMBABWE)) return INTERNATIONAL.test(digits) ? `+${digits}` : null
    digits = digits.slice(ZIMBABWE.length)
  } else if (digits.startsWith(ZIMBABWE) && !digits.startsWith('0')) {
    digits = digits.slice(ZIMBABWE.length)
  } else if (!digits.startsWith('0')) {
    return null
  }
  // "+263 (0)77 …" and "0772…": the national prefix is not dialled after the country code.
  const national = digits.replace(/^0/, '')
  return ZIMBABWE_NATIONAL.test(national) ? `+${ZIMBABWE}${national}` : null
}

/**
 * A stored number (E.164) as a reader here writes it: a Zimbabwean one in the national form,
 * grouped from the right in threes ("0772 123 456", "0242 700 000", "08677 123 456"), which is
 * how adverts and business cards write them; any other as it is stored ("+27821234567"), since
 * where its country code ends would need every country's plan. The link (tel:, wa.me) keeps the
 * E.164 form, so a tap dials correctly from abroad too. A value that is no E.164 number is
 * returned unchanged: this only formats, it checks nothing.
 */
export function formatPhoneNumber(e164: string): string {
  const national = e164.startsWith(`+${ZIMBABWE}`) ? e164.slice(ZIMBABWE.length + 1) : null
  if (national === null || !ZIMBABWE_NATIONAL.test(national)) return e164
  const digits = `0${national}`
  return `${digits.slice(0, -6)} ${digits.slice(-6, -3)} ${digits.slice(-3)}`
}
