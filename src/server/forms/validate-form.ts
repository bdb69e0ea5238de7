/**
 * Checks form bodies against the shared schemas (src/shared/schemas/forms.ts) and turns the
 * first problem into a FormError, which the routes answer as 400 invalid_field naming the field.
 */
import type * as v from 'valibot'

import { parseFormBody } from '#shared/schemas/forms.ts'

export class FormError extends Error {
  override name = 'FormError'
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
  }
}

/** The cleaned body, or a FormError naming the first field that is wrong. */
export function validateForm<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
): v.InferOutput<TSchema> {
  const result = parseFormBody(schema, body)
  if (!result.ok) throw new FormError(result.field, result.message)
  return result.value
}
