/**
 * The API description's patterns for the forms' text say what the server's checks and cleaning
 * do, character by character: every character of the first 0x3100 code points and the few
 * white-space and bidi ones beyond, alone, inside a text and at its ends.
 */
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

import { LOCATION_FACET_VALUES } from '../job-facets/location-values.ts'
import { ALERT_SEARCH_ENTRIES } from './alerts.ts'
import { contactBodySchema, emailAddressField } from './forms.ts'
import { reportBodySchema } from './report-body.ts'
import { commaSeparated, DROPPED_CONTROLS, EMAIL_TEXT, REQUIRED_TEXT } from './text-patterns.ts'

const CHARACTERS = [
  ...Array.from({ length: 0x3100 }, (_, code) => String.fromCodePoint(code)),
  '\ufeff',
  '\u{1F600}',
]
const accepts = (schema: v.GenericSchema, text: string) => v.safeParse(schema, text).success
const matches = (pattern: string, text: string) => new RegExp(pattern, 'u').test(text)

describe('REQUIRED_TEXT', () => {
  it('matches exactly the texts a required field takes', () => {
    const mismatched = CHARACTERS.flatMap((character) =>
      [character, `a${character}b`, ` ${character} `, `${character}${character}`].filter(
        (text) =>
          matches(REQUIRED_TEXT, text) !== accepts(contactBodySchema.entries.name, text) ||
          matches(REQUIRED_TEXT, text) !== accepts(contactBodySchema.entries.message, text),
      ),
    )
    expect(mismatched.map((text) => JSON.stringify(text))).toEqual([])
  })
})

describe('EMAIL_TEXT', () => {
  it('matches exactly the addresses the email field takes, whatever surrounds them', () => {
    const mismatched = CHARACTERS.flatMap((character) =>
      [`${character}rudo@example.org`, `rudo@example.org${character}`, character].filter(
        (text) => matches(EMAIL_TEXT, text) !== accepts(emailAddressField, text),
      ),
    )
    expect(mismatched.map((text) => JSON.stringify(text))).toEqual([])
  })

  it('is stricter only where the cleaning would drop a character inside the address', () => {
    const dropped = new RegExp(`[${DROPPED_CONTROLS}]`, 'u')
    const mismatched = CHARACTERS.flatMap((character) =>
      [`ru${character}do@example.org`, `rudo@exam${character}ple.org`].filter(
        (text) => matches(EMAIL_TEXT, text) !== accepts(emailAddressField, text),
      ),
    )
    expect(mismatched.filter((text) => !dropped.test(text))).toEqual([])
    expect(mismatched.every((text) => accepts(emailAddressField, text))).toBe(true)
  })
})

describe('the report body', () => {
  const details = reportBodySchema.entries.details
  it('refuses in details exactly the characters the pattern refuses', () => {
    const pattern = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$'
    const mismatched = CHARACTERS.filter(
      (character) => matches(pattern, `a${character}`) !== accepts(details, `a${character}`),
    )
    expect(mismatched).toEqual([])
  })
})

describe('commaSeparated', () => {
  const pattern = commaSeparated(['harare', 'victoria-falls'])
  it('takes the values in any case, spaced, with empty ones, and nothing else', () => {
    for (const text of ['', 'harare', 'HARARE, Victoria-Falls', ' harare ,, ', ',harare,'])
      expect(matches(pattern, text), text).toBe(true)
    for (const text of ['gotham', 'harare,gotham', 'harare;victoria-falls', 'harar', 'h arare'])
      expect(matches(pattern, text), text).toBe(false)
  })

  it("matches exactly what an alert's filter takes as text", () => {
    const pattern = commaSeparated(LOCATION_FACET_VALUES)
    const mismatched = CHARACTERS.flatMap((character) =>
      [`${character}harare`, `harare,${character}`, `bulawayo${character},harare`].filter(
        (text) => matches(pattern, text) !== accepts(ALERT_SEARCH_ENTRIES.location, text),
      ),
    )
    expect(mismatched.map((text) => JSON.stringify(text))).toEqual([])
  })
})
