/**
 * A job's pay as the API will carry it (src/shared/pay/pay.ts says what each part means). The
 * same rules as `makePay`, which every reader of pay builds through: one amount at least, each
 * above 0 and at most MAX_PAY_AMOUNT, never a top below the bottom.
 */
import * as v from 'valibot'

import { MAX_PAY_AMOUNT, PAY_CURRENCIES, PAY_PERIODS } from '../pay/pay.ts'

const amount = v.nullable(v.pipe(v.number(), v.gtValue(0), v.maxValue(MAX_PAY_AMOUNT)))

export const paySchema = v.pipe(
  v.object({
    min: v.pipe(amount, v.description('The lowest pay; null for "up to"')),
    max: v.pipe(
      amount,
      v.description('The highest pay; null for "from"; equal to min for one amount'),
    ),
    currency: v.pipe(
      v.picklist(PAY_CURRENCIES),
      v.description('ZiG is the Zimbabwe Gold (ISO 4217 ZWG)'),
    ),
    period: v.pipe(
      v.nullable(v.picklist(PAY_PERIODS)),
      v.description('What the amounts are paid for; null when the advert does not say'),
    ),
  }),
  v.check(({ min, max }) => min !== null || max !== null, 'pay needs min or max'),
  v.check(
    ({ min, max }) => min === null || max === null || min <= max,
    'pay min must not be above max',
  ),
  v.title('Pay'),
  // the two checks above have no JSON Schema form: said in words for the API description
  v.description('At least one of min and max is a number, and min is never above max.'),
)
