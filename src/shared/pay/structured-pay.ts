/**
 * Pay from the sources that give it as fields, so it is kept as data instead of being flattened
 * to text and read back:
 *
 * - schema.org `baseSalary` (JSON-LD pages): a MonetaryAmount whose `value` is a number or a
 *   QuantitativeValue (`value`, or `minValue`/`maxValue`, and `unitText` HOUR...YEAR), or whose
 *   own `value`/`minValue`/`maxValue`/`unitText` hold them; a plain string is advert text.
 * - Lever's `salaryRange`: `{ currency, interval: "per-month-salary" | "per-hour-wage" | ..., min,
 *   max }`. Lever sends `{ min: 0, max: 0 }` for a posting that states no pay: refused (0).
 * - WP Job Manager's meta `_job_salary` (free text: "20000", "1,200 - 1,500"),
 *   `_job_salary_currency` (a code; empty means the site's default, which a feed does not say)
 *   and `_job_salary_unit` (YEAR, MONTH, WEEK, DAY, HOUR).
 *
 * A currency code we do not read pay in (ZWL, CAD) gives no pay; an unknown period gives none.
 */
import { currencyOfMark } from './money-sums.ts'
import { parsePay } from './parse-pay.ts'
import { ISO_CURRENCY_CODES, makePay, type Pay, type PayCurrency, type PayPeriod } from './pay.ts'
import { periodOfWord } from './pay-periods.ts'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

function amount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  const raw = text(value)?.replace(/[,\s]/g, '')
  if (!raw || !/^\d+(?:\.\d+)?$/.test(raw)) return null
  return Number(raw)
}

function currencyOf(value: unknown): PayCurrency | null {
  const code = text(value)
  return code === null ? null : (currencyOfMark(code) ?? null)
}

function periodOf(value: unknown): PayPeriod | null {
  const unit = text(value)
  return unit === null ? null : (periodOfWord(unit) ?? null)
}

/** Pay read from a salary text, in the given currency when the text names none. */
function payFromText(
  salary: string,
  currency: PayCurrency | null,
  period: PayPeriod | null,
): Pay | null {
  const pay = parsePay(currency === null ? salary : `${ISO_CURRENCY_CODES[currency]} ${salary}`)
  if (pay === null || period === null) return pay
  return makePay(pay.min, pay.max, pay.currency, period)
}

export function payFromBaseSalary(baseSalary: unknown): Pay | null {
  const salary = first(baseSalary)
  if (typeof salary === 'string') return parsePay(salary)
  if (!isRecord(salary)) return null
  const currency = currencyOf(salary.currency)
  const value = first(salary.value)
  const quantity = isRecord(value) ? value : salary
  const period = periodOf(quantity.unitText) ?? periodOf(salary.unitText)
  const single = amount(isRecord(value) ? value.value : value)
  const written = text(isRecord(value) ? value.value : value)
  if (single === null && written !== null) return payFromText(written, currency, period)
  if (currency === null) return null
  const min = single ?? amount(quantity.minValue)
  const max = single ?? amount(quantity.maxValue)
  return makePay(min, max, currency, period)
}

export function payFromLeverSalary(salaryRange: unknown): Pay | null {
  if (!isRecord(salaryRange)) return null
  const currency = currencyOf(salaryRange.currency)
  if (currency === null) return null
  const period = periodOf(salaryRange.interval)
  return makePay(amount(salaryRange.min), amount(salaryRange.max), currency, period)
}

/** The three WP Job Manager meta fields, as its REST API gives them. */
export function payFromJobManager(meta: {
  _job_salary?: unknown
  _job_salary_currency?: unknown
  _job_salary_unit?: unknown
}): Pay | null {
  const salary = text(meta._job_salary)
  if (salary === null) return null
  return payFromText(salary, currencyOf(meta._job_salary_currency), periodOf(meta._job_salary_unit))
}
