/**
 * What one entry of SOURCES_FILE may hold, as a valibot schema. Each message names the field in
 * the words an operator editing the file needs; sources-config.ts adds which entry it is.
 */
import * as v from 'valibot'

import { sourceKinds } from './ingest-types.ts'

const NAME_RULE = '"name" must be 1-63 letters, digits, dots, dashes or underscores'
const KIND_RULE = `"kind" must be one of ${sourceKinds.join(', ')}`
const URL_RULE = '"url" must be an http(s) URL'
const MAX_PAGES_RULE = '"maxPages" must be a positive integer'

/** A source's name: it keys the source's state and appears in logs and job ids. */
export const sourceNameSchema = v.pipe(
  v.string(NAME_RULE),
  v.regex(/^[a-z0-9][a-z0-9._-]{0,62}$/i, NAME_RULE),
)

function isRegExp(pattern: string): boolean {
  try {
    new RegExp(pattern)
    return true
  } catch {
    return false
  }
}

const optionalText = (key: string) => v.optional(v.string(`"${key}" must be a string`))

/** Fields that have no sensible default are refused with their own rule when missing. */
const WHEN_MISSING: Record<string, string> = { name: NAME_RULE, kind: KIND_RULE, url: URL_RULE }

export const sourceConfigSchema = v.pipe(
  v.object(
    {
      name: sourceNameSchema,
      kind: v.picklist(sourceKinds, KIND_RULE),
      url: v.pipe(
        v.string(URL_RULE),
        v.check((url) => /^https?:\/\//i.test(url) && URL.canParse(url), URL_RULE),
      ),
      enabled: v.optional(v.boolean('"enabled" must be true or false'), true),
      match: v.optional(
        v.pipe(
          v.string('"match" must be a string'),
          v.check(isRegExp, '"match" is not a valid regular expression'),
        ),
      ),
      appname: optionalText('appname'),
      country: optionalText('country'),
      company: optionalText('company'),
      maxPages: v.optional(
        v.pipe(v.number(MAX_PAGES_RULE), v.integer(MAX_PAGES_RULE), v.minValue(1, MAX_PAGES_RULE)),
      ),
    },
    (issue) => {
      const key = issue.path?.[0]?.key
      return (typeof key === 'string' && WHEN_MISSING[key]) || 'must be an object'
    },
  ),
  // A source that is switched off may be kept half-configured until someone registers.
  v.check(
    (source) => source.kind !== 'reliefweb' || !source.enabled || Boolean(source.appname),
    'ReliefWeb asks every caller for an "appname"; set one',
  ),
)
