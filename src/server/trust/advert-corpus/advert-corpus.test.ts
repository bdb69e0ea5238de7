/**
 * Holds the advert check to its corpus: every case must get its answer, name its listing first
 * (or none) and say the differences it lists. A change to the check, the scam rules or the demo
 * listings that breaks a case names it here. `npx tsx bench/advert-check.ts` prints the figures.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { CATEGORIES } from './corpus-case.ts'
import { CORPUS, corpusSetup, runCase, type CorpusSetup } from './run-corpus.ts'

let setup: CorpusSetup

beforeAll(() => {
  setup = corpusSetup()
})

describe('the advert corpus', () => {
  it('has the cases the check is held to', () => {
    const count = (category: string) => CORPUS.filter((entry) => entry.category === category).length
    for (const category of ['reworded', 'shortened', 'fee-and-phone', 'changed-contact'])
      expect(count(category), category).toBeGreaterThanOrEqual(12)
    expect(count('closed')).toBeGreaterThanOrEqual(6)
    expect(count('unrelated')).toBeGreaterThanOrEqual(15)
    expect(count('taken-down')).toBeGreaterThanOrEqual(4)
    expect(new Set(CORPUS.map((entry) => `${entry.category}: ${entry.name}`)).size).toBe(
      CORPUS.length,
    )
    expect(new Set(CORPUS.map((entry) => entry.category))).toEqual(new Set(CATEGORIES))
  })

  it.each(CORPUS.map((entry) => [`${entry.category}: ${entry.name}`, entry] as const))(
    '%s',
    (_name, entry) => {
      const { check, rightListing, missingDifferences } = runCase(entry, setup)
      const seen = JSON.stringify({ matches: check.matches, signals: check.signals }, null, 1)
      expect(entry.verdicts, seen).toContain(check.verdict)
      expect(rightListing, seen).toBe(true)
      expect(missingDifferences, seen).toEqual([])
    },
  )
})
