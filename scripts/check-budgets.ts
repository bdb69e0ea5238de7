/**
 * npm run check:budgets [-- --update] [-- --dir DIR]: the byte budgets in budgets.json against
 * the build in dist/client, or in DIR (run `npm run build` first). Exits 1 when a budget is
 * exceeded, naming the budget and the files that grew. `--update` records the measured figures as
 * "today" (and per file); the budgets themselves are only changed by hand.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import {
  budgetTable,
  checkBudgets,
  measureBundle,
  updateToday,
  type BudgetsFile,
} from './lib/bundle-sizes.ts'

const root = path.resolve(import.meta.dirname, '..')
const budgetsPath = path.join(root, 'budgets.json')
const { values } = parseArgs({
  options: {
    update: { type: 'boolean', default: false },
    dir: { type: 'string', default: path.join(root, 'dist/client') },
  },
})
const clientDir = path.resolve(values.dir)

if (!existsSync(path.join(clientDir, 'index.html'))) {
  console.error(`No build in ${path.relative(root, clientDir)}: run npm run build first.`)
  process.exit(1)
}

const budgets = JSON.parse(readFileSync(budgetsPath, 'utf8')) as BudgetsFile
const measurements = measureBundle(clientDir)

if (values.update) {
  writeFileSync(budgetsPath, JSON.stringify(updateToday(budgets, measurements), null, 2) + '\n')
  console.log(`Recorded today's figures in budgets.json (the budgets are unchanged).`)
}

const current = values.update ? updateToday(budgets, measurements) : budgets
const verdicts = checkBudgets(current, measurements)
console.log(`Byte budgets, gzip level 9, from ${path.relative(root, clientDir) || '.'}:\n`)
console.log(budgetTable(verdicts))
const failed = verdicts.filter((verdict) => !verdict.ok)
if (failed.length > 0) {
  console.error('')
  for (const verdict of failed) console.error(verdict.message + '\n')
  console.error(
    `${failed.length} budget(s) exceeded. Make the code smaller, or raise the budget in ` +
      `budgets.json if the growth is worth its bytes on a slow connection.`,
  )
  process.exit(1)
}
