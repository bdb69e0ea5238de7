/**
 * Where a full stop does not end a sentence: after a single letter ("J. Moyo") or a short form
 * ("P.O. Box", "No. 5", "Pvt. Ltd."). One list for every reader that cuts adverts into
 * sentences (the scam rules' clauses and the how-to-apply reader's), so they cut alike.
 */
const ABBREVIATIONS = new Set([
  'no',
  'nos',
  'tel',
  'cell',
  'ref',
  'refs',
  'st',
  'ave',
  'rd',
  'dr',
  'mr',
  'mrs',
  'ms',
  'prof',
  'pvt',
  'ltd',
  'co',
  'inc',
  'bag',
  'bldg',
  'apt',
  'attn',
  'approx',
  'etc',
  'e.g',
  'i.e',
  'vs',
  'p.o',
  'u.s',
])

/** Whether the text before a full stop ends in a short form, so the stop ends no sentence. */
export function endsWithAbbreviation(before: string): boolean {
  const word = /([a-z.]+)$/i.exec(before)?.[1]?.toLowerCase() ?? ''
  return word.replace(/\.$/, '').length === 1 || ABBREVIATIONS.has(word)
}
