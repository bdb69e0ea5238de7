/**
 * Pasted texts of MAX_PASTED_LENGTH characters written to make a reader slow: the bench times
 * the check on them (bench/advert-check.ts) and the API's tests send them (adverts.routes.test.ts).
 */
import { MAX_PASTED_LENGTH } from '../pasted-text.ts'

export function hostileTexts(): Record<string, string> {
  const fill = (piece: string) =>
    piece.repeat(Math.ceil(MAX_PASTED_LENGTH / piece.length)).slice(0, MAX_PASTED_LENGTH)
  return {
    'a forward repeated': fill(
      '*MINE SURVEYOR* Mhofu Mining Company, Zvishavane. Pay $20 via EcoCash to 0772 123 456. ',
    ),
    numbers: fill('0772 123 456 '),
    'addresses, no spaces': fill('a@b.co'),
    '"@" alone': fill('@'),
    'spaced letters': fill('E c o C a s h '),
    'markdown links': fill('[a]('),
    'one name': fill('mhofu '),
    dates: fill('1/2/2020 '),
    'closing words': fill('deadline 12 '),
  }
}
