import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

import { int, text } from './env-readers.ts'
import { listSettings, mapSettings, setting } from './setting.ts'
import { settings } from './settings-table.ts'

const tree = {
  port: setting('PORT', int(8080, 0, 65_535), 'HTTP port'),
  mail: {
    smtpUrl: setting('SMTP_URL', text(null), 'Where mail goes'),
    from: setting('MAIL_FROM', text('a@b.co'), 'The sender', 'our address'),
  },
}

describe('setting', () => {
  it("shows the schema's default text in code, (unset) without one, or the words given", () => {
    expect(listSettings(tree).map((entry) => entry.shownDefault)).toEqual([
      '`8080`',
      '(unset)',
      'our address',
    ])
  })

  it('lists a tree depth first and maps it to values of the same shape', () => {
    expect(listSettings(tree).map((entry) => entry.variable)).toEqual([
      'PORT',
      'SMTP_URL',
      'MAIL_FROM',
    ])
    const values = mapSettings(tree, (entry) => v.parse(entry.schema, undefined))
    expect(values).toEqual({ port: 8080, mail: { smtpUrl: null, from: 'a@b.co' } })
  })
})

describe('the settings table', () => {
  it('declares each variable once, in capitals', () => {
    const variables = listSettings(settings).map((entry) => entry.variable)
    expect(new Set(variables).size).toBe(variables.length)
    expect(variables.filter((variable) => !/^[A-Z][A-Z0-9_]+$/.test(variable))).toEqual([])
  })

  it('reads every default it shows in code as its own value', () => {
    // A shown default that is not the schema's would be a lie in README: read both and compare.
    for (const { variable, schema, shownDefault } of listSettings(settings)) {
      const code = /^`(.+)`$/.exec(shownDefault)?.[1]
      if (code === undefined || variable === 'INGEST_USER_AGENT') continue
      expect(v.parse(schema, code), variable).toEqual(v.parse(schema, undefined))
    }
  })
})
