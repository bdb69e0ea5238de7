/**
 * The kinds of value a query parameter takes, as schemas that refuse a bad value with a message
 * naming the parameter and what it accepts: one of a list, any of a list (comma-separated), or
 * a whole number within bounds.
 */
import * as v from 'valibot'

/** One of `values`, refused with a message that lists them. */
export function oneOf<const T extends readonly string[]>(
  name: string,
  values: T,
  description: string,
  fallback?: T[number],
) {
  const picklist = v.picklist(values, `${name} must be one of: ${values.join(', ')}`)
  return v.optional(
    fallback === undefined
      ? v.pipe(picklist, v.description(description))
      : v.pipe(picklist, v.metadata({ default: fallback }), v.description(description)),
  )
}

/**
 * Any of `values`, comma-separated; a filter with none (`location=`) does not filter. Repeats
 * fold into one.
 */
export function anyOf<const T extends readonly string[]>(
  name: string,
  values: T,
  description: string,
) {
  return v.optional(
    v.pipe(
      v.string(),
      v.transform((raw) =>
        raw
          .split(',')
          .map((value) => value.trim().toLowerCase())
          .filter((value) => value !== ''),
      ),
      v.array(
        v.picklist(
          values,
          `${name} must be one or more of: ${values.join(', ')}, separated by commas`,
        ),
      ),
      v.transform((chosen) => [...new Set(chosen)]),
      v.description(
        `${description} One or more of the values, separated by commas; case, spaces around ` +
          'a value and empty values are ignored.',
      ),
    ),
  )
}

export function wholeNumber(name: string, max: number, fallback: number, description: string) {
  const message = `${name} must be a whole number from 1 to ${max}`
  return v.optional(
    v.pipe(
      v.string(),
      // Digits only: "1e3", "1.5" and " 1" are not whole numbers as written.
      v.regex(/^\d{1,16}$/, message),
      v.transform(Number),
      v.number(),
      v.integer(message),
      v.minValue(1, message),
      v.maxValue(max, message),
      v.metadata({ default: fallback }),
      v.description(description),
    ),
  )
}
