/**
 * The repository must explain itself. Comments and docs may not send a reader to files that are
 * not in it (the product brief, the design notes, the research notes, any path into the folder
 * beside the repository) or to tracker issues by number: a newcomer has neither. Say the reason in place,
 * or link to the project's own docs (docs/product.md, docs/architecture.md, docs/decisions/).
 *
 * Every file git knows of is read (tracked, plus new files not ignored), except binary ones.
 * Nothing is allowed by exception.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

const FORBIDDEN: readonly { what: string; pattern: RegExp }[] = [
  { what: 'the outside spec file', pattern: /\bSPEC\.md\b/ },
  { what: 'the outside design file', pattern: /\bDESIGN\.md\b/ },
  { what: 'a section of the outside spec or design', pattern: /\b(?:SPEC|DESIGN)\s*§/ },
  { what: 'a path outside the repository', pattern: /\.\.\/shared\// },
  { what: 'the outside research notes', pattern: /\bnotes\/[\w.-]+\.md\b/ },
  { what: 'an issue number', pattern: /\b[Ii]ssues? #?\d+\b/ },
]

/** Larger files are generated or data, not prose anyone reads. */
const MAX_BYTES = 2 * 1024 * 1024

function listFiles(): string[] {
  const output = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  return [...new Set(output.split('\0').filter(Boolean))]
}

function readText(file: string): string | null {
  const full = path.join(root, file)
  let stats
  try {
    stats = statSync(full)
  } catch {
    return null // listed by git but deleted in the working tree
  }
  // A directory here is a symlinked folder such as node_modules: not the project's own text.
  if (!stats.isFile() || stats.size > MAX_BYTES) return null
  const bytes = readFileSync(full)
  if (bytes.subarray(0, 8000).includes(0)) return null // binary: images, fonts
  return bytes.toString('utf8')
}

function findOutsideReferences(): string[] {
  const hits: string[] = []
  for (const file of listFiles()) {
    const text = readText(file)
    if (text === null) continue
    text.split('\n').forEach((line, index) => {
      const found = FORBIDDEN.find(({ pattern }) => pattern.test(line))
      if (found) hits.push(`${file}:${index + 1} (${found.what}): ${line.trim().slice(0, 160)}`)
    })
  }
  return hits
}

describe('the repository stands alone', () => {
  it('lists the files it checks', () => {
    const files = listFiles()
    expect(files).toContain('README.md')
    expect(files).toContain('src/shared/deadline.ts')
  })

  it('cites no file outside the repository and no issue number', () => {
    expect(findOutsideReferences()).toEqual([])
  })
})
