/** The how-to-apply shape's types, read from its schema (schemas/how-to-apply.ts). */
import type * as v from 'valibot'

import type { howToApplyMethodSchema, howToApplySchema } from '../schemas/how-to-apply.ts'

export type HowToApply = v.InferOutput<typeof howToApplySchema>
export type HowToApplyMethod = v.InferOutput<typeof howToApplyMethodSchema>
export { METHOD_KINDS, type MethodKind } from './method-values.ts'
