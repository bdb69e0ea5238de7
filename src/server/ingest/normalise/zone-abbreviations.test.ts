import { describe, expect, it } from 'vitest'

import { parseHumanDate } from './parse-human-date.ts'
import { zoneOffset } from './zone-abbreviations.ts'

describe('zoneOffset', () => {
  it('knows the zones African and British boards write, as minutes east of UTC', () => {
    expect(zoneOffset('cat')).toBe(120)
    expect(zoneOffset('sast')).toBe(120)
    expect(zoneOffset('eat')).toBe(180)
    expect(zoneOffset('wat')).toBe(60)
    expect(zoneOffset('bst')).toBe(60)
  })

  it('names an IANA zone for the American ones that change with daylight saving', () => {
    expect(zoneOffset('et')).toEqual({ timeZone: 'America/New_York' })
    expect(zoneOffset('pt')).toEqual({ timeZone: 'America/Los_Angeles' })
  })

  it('knows nothing of ambiguous or unknown words', () => {
    for (const word of ['ist', 'gst', 'at', 'hrs', 'constructor', 'toString', '__proto__']) {
      expect(zoneOffset(word)).toBeNull()
    }
  })

  it('lets full dates in feeds carry an American zone too', () => {
    expect(parseHumanDate('4 December 2026, 11:59 PM ET', 'Africa/Harare')).toEqual({
      date: '2026-12-05',
      instant: '2026-12-05T04:59:00.000Z',
    })
    expect(parseHumanDate('15 March 2026 5:00 PM ET', 'Africa/Harare')?.instant).toBe(
      '2026-03-15T21:00:00.000Z',
    )
  })
})
