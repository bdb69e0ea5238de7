/**
 * Every form that takes an email address takes it by one rule (forms.ts, emailAddressField):
 * the contact form, the newsletter and job alerts refuse the same addresses, naming the field,
 * and store the same canonical form.
 */
import { describe, expect, it } from 'vitest'

import { alertBodySchema } from './alerts.ts'
import { contactBodySchema, newsletterBodySchema, parseFormBody } from './forms.ts'

const bodies = {
  contact: (email: string) => ({ name: 'Rudo', email, subject: 'Hi', message: 'Hello' }),
  newsletter: (email: string) => ({ email }),
  alert: (email: string) => ({ email, frequency: 'daily' }),
}
const schemas = {
  contact: contactBodySchema,
  newsletter: newsletterBodySchema,
  alert: alertBodySchema,
}
const forms = Object.keys(bodies) as (keyof typeof bodies)[]

describe('the email field of every form', () => {
  it.each(
    forms.flatMap((form) => [
      [form, 'victim@example.org(1)'],
      [form, '"victim"@example.org'],
      [form, 'Victim <victim@example.org>'],
    ]),
  )('%s refuses %s naming email', (form, email) => {
    expect(parseFormBody(schemas[form], bodies[form](email))).toEqual({
      ok: false,
      field: 'email',
      message: 'email must be an email address such as name@example.com',
    })
  })

  it.each(forms)('%s keeps the trimmed, lower-cased address', (form) => {
    const result = parseFormBody(schemas[form], bodies[form](' Rudo+Jobs@Example.ORG '))
    expect(result).toMatchObject({ ok: true, value: { email: 'rudo+jobs@example.org' } })
  })
})
