/**
 * Sums of money in normalised text: "$10", "us$ 20", "usd 75", "20 usd", "r500", "zig 300",
 * "1,200 dollars", "$1.5k". Only US dollars carry a value the offer rules compare; the others
 * still count as "an amount" for the payment rules.
 */
export interface Amount {
  start: number
  end: number
  value: number
  usd: boolean
}

const AMOUNT =
  /(\bus\$|\busd|\$|\bzig|\bzwg|\bzwl|\bzar|\br(?=\d{2}))\s?(\d[\d,]*(?:\.\d+)?)(k\b)?|\b(\d[\d,]*(?:\.\d+)?)(k)?\s?(usd|us dollars|dollars|rand|zig|zwg|bond)\b/g

const USD = new Set(['us$', 'usd', '$', 'us dollars', 'dollars'])

function valueOf(digits: string, thousands: string | undefined): number {
  const value = Number(digits.replace(/,/g, ''))
  return thousands ? value * 1000 : value
}

export function findAmounts(text: string): Amount[] {
  return [...text.matchAll(AMOUNT)].map((match) => {
    const currency = match[1] ?? match[6] ?? ''
    const digits = match[2] ?? match[4] ?? '0'
    return {
      start: match.index,
      end: match.index + match[0].length,
      value: valueOf(digits, match[3] ?? match[5]),
      usd: USD.has(currency),
    }
  })
}
