import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import {
  readSettingRows,
  settingRows,
  settingsTable,
  TABLE_END,
  TABLE_START,
  withSettingsTable,
} from './settings-readme.ts'

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')

describe("README's Configuration table", () => {
  it('is the settings table: every setting, in order, with its default and meaning', () => {
    // On a difference: npm run docs:settings writes README from src/server/settings-table.ts.
    expect(readSettingRows(README)).toEqual(settingRows())
  })

  it('reads back what it writes, a "|" in a cell included', () => {
    const readme = `# Title\n\n${TABLE_START}\nold\n${TABLE_END}\n\nAfter.\n`
    const written = withSettingsTable(readme, settingsTable())
    expect(readSettingRows(written)).toEqual(settingRows())
    expect(written).toMatch(/^# Title\n\n<!-- settings: [^\n]+-->\n\n\| Variable \| Default \|/)
    expect(written.endsWith(`${TABLE_END}\n\nAfter.\n`)).toBe(true)
    const piped = `${TABLE_START}\n| A | B | C |\n| - | - | - |\n| \`X\` | (unset) | a \\| b |\n${TABLE_END}`
    expect(readSettingRows(piped)).toEqual([['`X`', '(unset)', 'a | b']])
  })

  it('refuses a README without the markers', () => {
    expect(() => readSettingRows('# Title\n')).toThrow(/README has no/)
  })
})
