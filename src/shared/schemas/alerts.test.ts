import { describe, expect, it } from 'vitest'

import { alertBodySchema } from './alerts.ts'
import { parseFormBody } from './forms.ts'

const valid = {
  email: ' Rudo.Moyo@Example.COM ',
  q: '  accounts   clerk ',
  location: ['harare', 'gweru'],
  category: 'accounting-finance',
  type: ['full-time'],
  pay: 'shown',
  frequency: 'daily',
  'cf-turnstile-response': 'token',
}

const parse = (body: unknown) => parseFormBody(alertBodySchema, body)

describe('alertBodySchema', () => {
  it('cleans a full request: address lower-cased, words folded, filters as lists', () => {
    expect(parse(valid)).toEqual({
      ok: true,
      value: {
        email: 'rudo.moyo@example.com',
        q: 'accounts clerk',
        location: ['harare', 'gweru'],
        category: ['accounting-finance'],
        type: ['full-time'],
        pay: 'shown',
        frequency: 'daily',
        'cf-turnstile-response': 'token',
      },
    })
  })

  it('reads an empty search as every job, and drops unknown fields', () => {
    const result = parse({ email: 'a@example.com', frequency: 'weekly', q: ' ', extra: 1 })
    expect(result).toEqual({
      ok: true,
      value: {
        email: 'a@example.com',
        q: null,
        location: [],
        category: [],
        type: [],
        pay: null,
        frequency: 'weekly',
        'cf-turnstile-response': null,
      },
    })
    expect(
      parse({ ...valid, q: null, location: null, category: '', type: [], pay: null }),
    ).toMatchObject({
      ok: true,
      value: { q: null, location: [], category: [], type: [], pay: null },
    })
    expect(parse({ ...valid, pay: '' })).toMatchObject({ ok: true, value: { pay: null } })
  })

  it('takes filters written as the address writes them, repeats folded', () => {
    expect(parse({ ...valid, location: 'Harare, bulawayo,harare', type: [] })).toMatchObject({
      ok: true,
      value: { location: ['harare', 'bulawayo'], type: [] },
    })
    expect(parse({ ...valid, location: ['harare,remote', 'other'] })).toMatchObject({
      ok: true,
      value: { location: ['harare', 'remote', 'other'] },
    })
  })

  it.each([
    [{ email: null }, 'email', 'email is required'],
    [{ email: '  ' }, 'email', 'email is required'],
    [{ email: 'nobody' }, 'email', 'email must be an email address such as name@example.com'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email', 'email must be at most 254 characters'],
    [{ q: 'x'.repeat(201) }, 'q', 'q must be at most 200 characters'],
    [{ q: 5 }, 'q', 'q must be text'],
    [
      { location: ['gotham'] },
      'location',
      expect.stringMatching(/^location must be one or more of: harare, /),
    ],
    [
      { category: 'ict,poetry' },
      'category',
      expect.stringMatching(/^category must be one or more of/),
    ],
    [{ type: 'seasonal' }, 'type', expect.stringMatching(/^type must be one or more of/)],
    [{ type: [1] }, 'type', 'type must be a list of values, or values separated by commas'],
    [{ pay: 'yes' }, 'pay', 'pay must be shown, or empty'],
    [{ pay: 'SHOWN' }, 'pay', 'pay must be shown, or empty'],
    [{ pay: true }, 'pay', 'pay must be shown, or empty'],
    [{ pay: ['shown'] }, 'pay', 'pay must be shown, or empty'],
    [{ frequency: 'hourly' }, 'frequency', 'frequency must be daily or weekly'],
    [
      { 'cf-turnstile-response': 7 },
      'cf-turnstile-response',
      'cf-turnstile-response is not a valid token',
    ],
  ])('refuses %j, naming %s', (change, field, message) => {
    expect(parse({ ...valid, ...change })).toEqual({ ok: false, field, message })
  })

  it('names a field that is missing altogether', () => {
    const { email: _email, ...noEmail } = valid
    expect(parse(noEmail)).toEqual({ ok: false, field: 'email', message: 'email is required' })
    const { frequency: _frequency, ...noFrequency } = valid
    expect(parse(noFrequency)).toEqual({
      ok: false,
      field: 'frequency',
      message: 'frequency must be daily or weekly',
    })
  })

  it('refuses a body that is not an object', () => {
    for (const body of [null, [], 'email', 3])
      expect(parse(body)).toEqual({
        ok: false,
        field: 'body',
        message: 'The body must be a JSON object',
      })
  })
})
