import { toJsonSchema } from '@valibot/to-json-schema'
import { describe, expect, it } from 'vitest'

import {
  CONTACT_LIMITS,
  contactBodySchema,
  newsletterBodySchema,
  parseFormBody,
  REPORT_DETAILS_MAX,
  TURNSTILE_TOKEN_MAX,
} from './forms.ts'
import { reportBodySchema } from './report-body.ts'

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rudo Moyo',
  email: 'rudo@example.com',
  subject: 'A question',
  message: 'Hello',
  ...overrides,
})

describe('contactBodySchema', () => {
  it('cleans the fields as the server stores them and drops unknown fields', () => {
    const result = parseFormBody(
      contactBodySchema,
      contact({
        name: '  Rudo \t\n Moyo ',
        message: '\r\n Line one\r\nline two\rthree  ',
        _replyto: 'rudo@example.com',
        'cf-turnstile-response': 'token',
      }),
    )
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Rudo Moyo',
        email: 'rudo@example.com',
        subject: 'A question',
        message: 'Line one\nline two\nthree',
        'cf-turnstile-response': 'token',
      },
    })
  })

  it('drops C1 and bidi controls, which would recolour or reorder what an operator reads', () => {
    const result = parseFormBody(
      contactBodySchema,
      contact({
        name: 'Rudo\u202e Moyo',
        subject: 'Pay\u009b31m me\u2066',
        message: 'Line\u200f one\nline\u0085 two',
      }),
    )
    expect(result).toMatchObject({
      ok: true,
      value: { name: 'Rudo Moyo', subject: 'Pay31m me', message: 'Line one\nline two' },
    })
  })

  it('reads an absent or empty token as none', () => {
    for (const token of [undefined, null, '']) {
      const result = parseFormBody(contactBodySchema, contact({ 'cf-turnstile-response': token }))
      expect(result).toMatchObject({ ok: true, value: { 'cf-turnstile-response': null } })
    }
  })

  it('accepts each field at its limit', () => {
    const result = parseFormBody(
      contactBodySchema,
      contact({
        name: 'n'.repeat(CONTACT_LIMITS.name),
        subject: 's'.repeat(CONTACT_LIMITS.subject),
        message: 'm'.repeat(CONTACT_LIMITS.message),
        email: `${'e'.repeat(CONTACT_LIMITS.email - 12)}@example.com`,
        'cf-turnstile-response': 't'.repeat(TURNSTILE_TOKEN_MAX),
      }),
    )
    expect(result.ok).toBe(true)
  })

  it.each([
    [{ name: undefined }, 'name', 'name is required'],
    [{ name: null }, 'name', 'name is required'],
    [{ name: ' \n ' }, 'name', 'name is required'],
    [{ name: 42 }, 'name', 'name must be text'],
    [{ name: 'x'.repeat(101) }, 'name', 'name must be at most 100 characters'],
    [{ subject: 'bell\u0007' }, 'subject', 'subject contains characters that are not allowed'],
    [{ email: 'a@b' }, 'email', 'email must be an email address such as name@example.com'],
    [{ message: 'x'.repeat(5001) }, 'message', 'message must be at most 5000 characters'],
    [{ 'cf-turnstile-response': 42 }, 'cf-turnstile-response', 'is not a valid token'],
  ])('refuses %j naming %s', (overrides, field, message) => {
    const body: Record<string, unknown> = contact(overrides)
    // A missing field, not only an undefined one, as JSON would deliver it.
    for (const [key, value] of Object.entries(body)) if (value === undefined) delete body[key]
    const result = parseFormBody(contactBodySchema, body)
    expect(result).toMatchObject({ ok: false, field })
    expect(!result.ok && result.message).toContain(message)
  })

  it('names the first wrong field, in the order of the form', () => {
    expect(parseFormBody(contactBodySchema, { message: 42 })).toMatchObject({ field: 'name' })
  })

  it.each([[null], ['text'], [[1, 2]], [42]])('refuses the body %j as a whole', (body) => {
    expect(parseFormBody(contactBodySchema, body)).toEqual({
      ok: false,
      field: 'body',
      message: 'The body must be a JSON object',
    })
  })
})

describe('newsletterBodySchema', () => {
  it('keeps the address in lower case', () => {
    expect(parseFormBody(newsletterBodySchema, { email: ' Tendai@Example.COM ' })).toEqual({
      ok: true,
      value: { email: 'tendai@example.com', 'cf-turnstile-response': null },
    })
  })
})

describe('reportBodySchema', () => {
  const report = { jobId: 'Test_ABC-1', reason: 'closed' }

  it('lower-cases the job id and reads absent or blank optional fields as null', () => {
    for (const extra of [{}, { details: '  \r\n ', reporterId: '' }, { details: null }]) {
      expect(parseFormBody(reportBodySchema, { ...report, ...extra })).toEqual({
        ok: true,
        value: {
          jobId: 'test_abc-1',
          reason: 'closed',
          details: null,
          reporterId: null,
          'cf-turnstile-response': null,
        },
      })
    }
  })

  it('keeps details and the reporter id', () => {
    const result = parseFormBody(reportBodySchema, {
      ...report,
      details: ' a\r\nb ',
      reporterId: 'device-1234',
    })
    expect(result).toMatchObject({
      ok: true,
      value: { details: 'a\nb', reporterId: 'device-1234' },
    })
  })

  it('drops C1 and bidi controls from the details, and reads details of nothing else as null', () => {
    expect(
      parseFormBody(reportBodySchema, { ...report, details: 'fake\u202e fee\u009b2J' }),
    ).toMatchObject({ ok: true, value: { details: 'fake fee2J' } })
    expect(parseFormBody(reportBodySchema, { ...report, details: '\u202e\u2069' })).toMatchObject({
      ok: true,
      value: { details: null },
    })
  })

  it.each([
    [{ jobId: undefined }, 'jobId', 'jobId must be the id of a job'],
    [{ jobId: '../x' }, 'jobId', 'jobId must be the id of a job'],
    [{ reason: undefined }, 'reason', 'reason must be one of the listed reasons'],
    [{ reason: 'spam' }, 'reason', 'reason must be one of the listed reasons'],
    [{ details: 7 }, 'details', 'details must be text'],
    [
      { details: 'x'.repeat(REPORT_DETAILS_MAX + 1) },
      'details',
      `details must be at most ${REPORT_DETAILS_MAX} characters`,
    ],
    [{ details: 'nul\u0000' }, 'details', 'details contains characters that are not allowed'],
    [{ reporterId: 'short' }, 'reporterId', 'reporterId is not a valid id'],
  ])('refuses %j naming %s', (overrides, field, message) => {
    const body: Record<string, unknown> = { ...report, ...overrides }
    for (const [key, value] of Object.entries(body)) if (value === undefined) delete body[key]
    expect(parseFormBody(reportBodySchema, body)).toEqual({ ok: false, field, message })
  })
})

describe('the API description', () => {
  it('shows the limits, which hold for the cleaned text, on the request bodies', () => {
    const contact = toJsonSchema(contactBodySchema, { typeMode: 'input', errorMode: 'ignore' })
    expect(contact).toMatchObject({
      required: ['name', 'email', 'subject', 'message'],
      properties: {
        name: { type: 'string', minLength: 1, maxLength: CONTACT_LIMITS.name },
        message: { type: 'string', minLength: 1, maxLength: CONTACT_LIMITS.message },
        'cf-turnstile-response': { anyOf: [{ maxLength: TURNSTILE_TOKEN_MAX }, { type: 'null' }] },
      },
    })
    const report = toJsonSchema(reportBodySchema, { typeMode: 'input', errorMode: 'ignore' })
    expect(report).toMatchObject({
      required: ['jobId', 'reason'],
      properties: { details: { anyOf: [{ maxLength: REPORT_DETAILS_MAX }, { type: 'null' }] } },
    })
  })
})
