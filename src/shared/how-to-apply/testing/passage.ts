/** One advert passage and the how-to-apply the parser must read from it. */
import type { HowToApply, HowToApplyMethod, MethodKind } from '../how-to-apply.ts'
import type { AdvertForHowToApply } from '../parse-how-to-apply.ts'

export interface Passage {
  name: string
  advert: AdvertForHowToApply
  expected: HowToApply | null
}

/** A passage of advert text, or of the fields given, with what it must give. */
export function passage(
  name: string,
  advert: string | AdvertForHowToApply,
  methods: readonly (readonly [MethodKind, string])[],
  { reference = null, documents = [] }: { reference?: string | null; documents?: string[] } = {},
): Passage {
  return {
    name,
    advert: typeof advert === 'string' ? { text: advert } : advert,
    expected: {
      // Built from the pairs the table lists; the test compares them with what the parser made.
      methods: methods.map(([kind, value]) => ({ kind, value }) as HowToApplyMethod),
      reference,
      documents,
    },
  }
}

/** A passage from which nothing about applying may be read. */
export function nothing(name: string, advert: string | AdvertForHowToApply): Passage {
  return { name, advert: typeof advert === 'string' ? { text: advert } : advert, expected: null }
}
