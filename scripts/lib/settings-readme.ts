/**
 * README's Configuration table, written from the settings table (src/server/settings-table.ts)
 * by `npm run docs:settings`, between two markers. The test beside this file reads the table back
 * out of README, so a setting added, renamed or reworded without rewriting README fails there.
 */
import { listSettings } from '../../src/server/setting.ts'
import { settings } from '../../src/server/settings-table.ts'

export const TABLE_START =
  '<!-- settings: written from src/server/settings-table.ts by npm run docs:settings -->'
export const TABLE_END = '<!-- /settings -->'

const HEADER = ['Variable', 'Default', 'Meaning']

/** One row per setting: the variable, its default and its meaning, as markdown. */
export function settingRows(): string[][] {
  return listSettings(settings).map((setting) => [
    `\`${setting.variable}\``,
    setting.shownDefault,
    setting.meaning,
  ])
}

const cell = (text: string) => text.replaceAll('|', '\\|')

/** The table as markdown, unaligned (Prettier aligns it). */
export function settingsTable(): string {
  return [HEADER, HEADER.map(() => '---'), ...settingRows()]
    .map((row) => `| ${row.map(cell).join(' | ')} |`)
    .join('\n')
}

function markers(readme: string): { start: number; end: number } {
  const start = readme.indexOf(TABLE_START)
  const end = readme.indexOf(TABLE_END)
  if (start < 0 || end < start) throw new Error(`README has no "${TABLE_START}" ... "${TABLE_END}"`)
  return { start: start + TABLE_START.length, end }
}

/** README with the text between the markers replaced by `table`. */
export function withSettingsTable(readme: string, table: string): string {
  const { start, end } = markers(readme)
  return `${readme.slice(0, start)}\n\n${table}\n\n${readme.slice(end)}`
}

/** The rows of README's table, cells trimmed and unescaped, header and rule left out. */
export function readSettingRows(readme: string): string[][] {
  const { start, end } = markers(readme)
  return readme
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((text) => text.trim().replaceAll('\\|', '|')),
    )
}
