import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { svgDataUrl } from './vite-inline-favicon.ts'

const root = path.resolve(import.meta.dirname, '..')

describe('svgDataUrl', () => {
  it('reads back as the same picture', () => {
    const svg = readFileSync(path.join(root, 'public/icon.svg'), 'utf8')
    const url = svgDataUrl(svg)
    expect(url).toMatch(/^data:image\/svg\+xml,/)
    // nothing that would end the attribute or the URL early
    expect(url).not.toMatch(/["<>#\s]{2}|["<>#\n]/)
    const decoded = decodeURIComponent(url.slice('data:image/svg+xml,'.length))
    expect(decoded).toBe(svg.trim().replace(/\s+/g, ' ').replaceAll('"', "'"))
  })

  it('encodes a percent sign and a hash, which a URL would read as its own', () => {
    expect(svgDataUrl('<svg width="100%" fill="#fff"/>')).toBe(
      "data:image/svg+xml,%3Csvg width='100%25' fill='%23fff'/%3E",
    )
  })
})
