/**
 * A salary as schema.org wants it, read from the free text sources write: "USD 800 per month",
 * "US$3,500 - US$4,500 per month", "$450/month + allowances", "ZWG 12 000 monthly". Anything
 * less clear is left out of the structured data (the text is still shown).
 */
export interface ParsedSalary {
  currency: string
  min: number
  max: number | null
  unit: 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR'
}

const CURRENCIES: [RegExp, string][] = [
  [/\b(?:USD|US\$|US dollars?)|\$/i, 'USD'],
  [/\b(?:ZWG|ZiG)\b/i, 'ZWG'],
  [/\bZAR\b|\bR(?=\s?\d)/, 'ZAR'],
  [/\bGBP\b|£/i, 'GBP'],
  [/\bEUR\b|€/i, 'EUR'],
]

const UNITS: [RegExp, ParsedSalary['unit']][] = [
  [/\b(?:per|an?|\/)\s*hour\b|\bhourly\b|\/\s*hr\b/i, 'HOUR'],
  [/\b(?:per|a|\/)\s*day\b|\bdaily\b/i, 'DAY'],
  [/\b(?:per|a|\/)\s*week\b|\bweekly\b/i, 'WEEK'],
  [/\b(?:per|a|\/)\s*month\b|\bmonthly\b|\bp\.?m\.?\b|\/\s*mo\b/i, 'MONTH'],
  [/\b(?:per|a|\/)\s*(?:year|annum)\b|\bannual(?:ly)?\b|\bp\.?a\.?\b|\/\s*yr\b/i, 'YEAR'],
]

function toNumber(text: string): number | null {
  const value = Number(text.replace(/[\s,]/g, ''))
  return Number.isFinite(value) && value > 0 ? value : null
}

export function parseSalary(text: string | null): ParsedSalary | null {
  if (!text) return null
  const found = CURRENCIES.map(([pattern, code]) => ({ code, at: pattern.exec(text)?.index }))
    .filter((match): match is { code: string; at: number } => match.at !== undefined)
    .sort((a, b) => a.at - b.at)[0]
  const unit = UNITS.find(([pattern]) => pattern.test(text))?.[1]
  if (!found || !unit) return null
  const currency = found.code
  // amounts are read from the currency on: "NEC Grade 4 - USD 420" is 420, not 4 to 420
  const amounts = [
    ...text.slice(found.at).matchAll(/\d{1,3}(?:[ ,]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g),
  ]
    .map((match) => toNumber(match[0]))
    .filter((value): value is number => value !== null)
  const [first, second] = amounts
  if (first === undefined) return null
  const ranged =
    second !== undefined &&
    second > first &&
    /\d\s*(?:-|–|to)\s*\D{0,4}\d/i.test(text.slice(found.at))
  return { currency, min: first, max: ranged ? second : null, unit }
}
