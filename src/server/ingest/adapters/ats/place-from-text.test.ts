import { describe, expect, it } from 'vitest'

import { placeFilter } from './ats-place-filter.ts'
import { placeFromText } from './place-from-text.ts'

describe('placeFromText', () => {
  it('reads countries by name, Zimbabwe from its towns alone, and remote words', () => {
    expect(placeFromText(['Toronto, Ontario, Canada'])).toEqual({
      countries: ['Toronto', 'Ontario', 'Canada'],
      remote: false,
    })
    expect(placeFromText(['Remote - Africa'])).toEqual({ countries: ['Africa'], remote: true })
    expect(placeFromText(['Avondale, Harare (Hybrid)']).countries).toContain('Zimbabwe')
    expect(placeFromText(['Bulawayo']).countries).toEqual(['Bulawayo', 'Zimbabwe'])
    expect(placeFromText([null, 'Harare, Zimbabwe'], false).countries).toContain('Zimbabwe')
    expect(placeFromText(['Ciudad de México, CDMX, Mexico'], true).remote).toBe(true)
  })

  it('does not take a state for a country, nor a town of the same name abroad for Zimbabwe', () => {
    const africa = placeFilter({ country: 'Africa' })
    const zimbabwe = placeFilter({ country: 'Zimbabwe' })
    // MA is Morocco's code and Norton a town near Harare: neither holds in free text.
    expect(africa?.(placeFromText(['Norton, MA, United States']))).toBe(false)
    expect(zimbabwe?.(placeFromText(['Norton, MA, United States']))).toBe(false)
    expect(africa?.(placeFromText(['Atlanta, GA']))).toBe(false)
    expect(zimbabwe?.(placeFromText(['Norton']))).toBe(true)
    expect(africa?.(placeFromText(['Nairobi, Kenya']))).toBe(true)
  })

  it('reads only the first 200 characters of a hostile location', () => {
    const started = performance.now()
    const place = placeFromText([`${'Harare, '.repeat(200_000)}Canada`])
    expect(performance.now() - started).toBeLessThan(500)
    expect(place.countries).not.toContain('Canada')
  })
})
