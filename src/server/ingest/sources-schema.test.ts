import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { parseSourcesConfig } from './sources-config.ts'
import { kindSchemas, sourceKinds } from './sources-schema.ts'

/** The fields each kind takes, from its schema. */
const fieldsOf = new Map(
  kindSchemas.map((schema) => [schema.entries.kind.literal, Object.keys(schema.entries)]),
)
const allFields = [...new Set([...fieldsOf.values()].flat())]

describe('each kind owns its options', () => {
  it.each(sourceKinds)('a %s source refuses every option it does not take', (kind) => {
    const own = fieldsOf.get(kind) ?? []
    const base = { name: 'board', kind, url: 'https://board.example/jobs', enabled: false }
    if (kind === 'html') Object.assign(base, { list: { item: 'a.job', title: 'h3' } })
    expect(parseSourcesConfig(JSON.stringify([base]))).toHaveLength(1)
    for (const option of allFields.filter((field) => !own.includes(field))) {
      expect(() => parseSourcesConfig(JSON.stringify([{ ...base, [option]: 1 }]))).toThrow(
        `option "${option}" is not for this kind (${kind} takes: `,
      )
    }
  })
})

describe("README's table of source fields", () => {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8')
  const lines = readme.slice(readme.indexOf('| Field ')).split('\n').slice(2)
  const rows = lines
    .slice(
      0,
      lines.findIndex((line) => !line.startsWith('|')),
    )
    .map((line) => line.split('|').map((cell) => cell.trim()))

  /** "all", "all but `reliefweb`" or a list of `kind`s. */
  function kindsIn(cell: string): string[] {
    const named = [...cell.matchAll(/`([a-z]+)`/g)].map((match) => match[1] ?? '')
    return cell.startsWith('all') ? sourceKinds.filter((kind) => !named.includes(kind)) : named
  }

  it('lists every field with exactly the kinds whose schema takes it', () => {
    const documented = Object.fromEntries(
      rows.map(([, field = '', kinds = '']) => [field.replaceAll('`', ''), kindsIn(kinds).sort()]),
    )
    const declared = Object.fromEntries(
      allFields.map((field) => [
        field,
        sourceKinds.filter((kind) => fieldsOf.get(kind)?.includes(field)).sort(),
      ]),
    )
    expect(documented).toEqual(declared)
  })
})
