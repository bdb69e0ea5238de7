/**
 * What an alert is made of, from the list the reader is looking at: the search and filters of
 * its address (lib/list-search.ts), as the body of POST /api/alerts and as the words that say
 * what the alert will send. The deadline lists' urgency, the posting date and the sort are left
 * out: an alert sends each new job once, when it is new.
 */
import { describeAlertSearch, type AlertSearch } from '#shared/alert-search.ts'
import type { AlertFrequency } from '#shared/schemas/alerts.ts'

import { MULTI_FILTERS, type ListSearch } from '../../../lib/list-search.ts'
import type { FormBody } from '../api/post-form.ts'

export function toAlertSearch(search: ListSearch): AlertSearch {
  return {
    q: search.q ?? null,
    location: search.location ?? [],
    category: search.category ?? [],
    type: search.type ?? [],
    pay: search.pay ?? null,
  }
}

/** The request's body (the bot-check token is added as it is sent); no filter, no field. */
export function toAlertBody(
  search: ListSearch,
  email: string,
  frequency: AlertFrequency,
): FormBody {
  const body: FormBody = { email: email.trim(), frequency }
  if (search.q) body.q = search.q
  for (const name of MULTI_FILTERS) {
    const values = search[name]
    if (values?.length) body[name] = values
  }
  if (search.pay) body.pay = search.pay
  return body
}

/** "You'll get new driver jobs in Bulawayo." */
export function describeAlert(search: ListSearch): string {
  const words = describeAlertSearch(toAlertSearch(search))
  return words === 'all jobs' ? "You'll get every new job." : `You'll get new ${words}.`
}
