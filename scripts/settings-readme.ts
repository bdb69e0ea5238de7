/**
 * npm run docs:settings: rewrites README's Configuration table from the settings table
 * (src/server/settings-table.ts), formatted by Prettier like every other file.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import * as prettier from 'prettier'

import { settingsTable, withSettingsTable } from './lib/settings-readme.ts'

const file = fileURLToPath(new URL('../README.md', import.meta.url))
const readme = withSettingsTable(readFileSync(file, 'utf8'), settingsTable())
const options = await prettier.resolveConfig(file)
writeFileSync(file, await prettier.format(readme, { ...options, filepath: file }))
console.log(`Wrote the settings table of ${file}`)
