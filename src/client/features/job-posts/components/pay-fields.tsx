import { PAY_CURRENCIES, PAY_PERIODS } from '#shared/pay/pay.ts'

import type { PostDraft } from '../lib/post-draft.ts'
import { errorId, type PostErrors } from '../lib/post-fields.ts'
import { FieldError } from './field.tsx'

const PERIOD_WORDS: Readonly<Record<(typeof PAY_PERIODS)[number], string>> = {
  hour: 'an hour',
  day: 'a day',
  week: 'a week',
  month: 'a month',
  year: 'a year',
}

/** Pay as numbers (min, max, currency, period), or "Not stated". */
export function PayFields({
  draft,
  update,
  errors,
}: {
  draft: PostDraft
  update(change: Partial<PostDraft>): void
  errors: PostErrors
}) {
  const described = errors.pay ? errorId('pay') : undefined
  const off = draft.payNotStated
  return (
    <fieldset className="jp-field" id="post-pay" tabIndex={-1} aria-describedby={described}>
      <legend>Pay</legend>
      <p className="jp-hint">
        Jobs that state their pay get more applicants. One amount: put it in both boxes.
      </p>
      <label className="jp-check">
        <input
          type="checkbox"
          name="payNotStated"
          checked={off}
          onChange={(e) => update({ payNotStated: e.target.checked })}
        />
        Not stated
      </label>
      {!off && (
        <div className="jp-row">
          <label className="jp-field">
            <span className="jp-label">From</span>
            <input
              name="payMin"
              inputMode="decimal"
              autoComplete="off"
              value={draft.payMin}
              aria-invalid={errors.pay ? true : undefined}
              onChange={(e) => update({ payMin: e.target.value })}
            />
          </label>
          <label className="jp-field">
            <span className="jp-label">To</span>
            <input
              name="payMax"
              inputMode="decimal"
              autoComplete="off"
              value={draft.payMax}
              aria-invalid={errors.pay ? true : undefined}
              onChange={(e) => update({ payMax: e.target.value })}
            />
          </label>
          <label className="jp-field">
            <span className="jp-label">Currency</span>
            <select
              name="payCurrency"
              value={draft.payCurrency}
              onChange={(e) => update({ payCurrency: e.target.value })}
            >
              {PAY_CURRENCIES.map((currency) => (
                <option key={currency}>{currency}</option>
              ))}
            </select>
          </label>
          <label className="jp-field">
            <span className="jp-label">Paid</span>
            <select
              name="payPeriod"
              value={draft.payPeriod}
              onChange={(e) => update({ payPeriod: e.target.value })}
            >
              {PAY_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {PERIOD_WORDS[period]}
                </option>
              ))}
              <option value="">not said</option>
            </select>
          </label>
        </div>
      )}
      <FieldError field="pay" errors={errors} />
    </fieldset>
  )
}
