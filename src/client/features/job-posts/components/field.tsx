import type { ReactNode } from 'react'

import { errorId, fieldId, type PostErrors } from '../lib/post-fields.ts'

const hintId = (key: string) => `${fieldId(key)}-hint`

/**
 * What a field's input carries: its id (for the label and focus), whether it is wrong, and the
 * hint and error that describe it, so a screen reader reads the problem with the field.
 */
export function inputProps(key: string, errors: PostErrors, hasHint = false) {
  const described = [hasHint ? hintId(key) : null, errors[key] ? errorId(key) : null]
    .filter(Boolean)
    .join(' ')
  return {
    id: fieldId(key),
    name: key,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': described || undefined,
  }
}

/** A labelled field with its hint and its error beside it. */
export function Field({
  field,
  label,
  hint,
  errors,
  children,
}: {
  field: string
  label: string
  hint?: ReactNode
  errors: PostErrors
  children: ReactNode
}) {
  return (
    <div className="jp-field">
      <label htmlFor={fieldId(field)}>{label}</label>
      {hint && (
        <p className="jp-hint" id={hintId(field)}>
          {hint}
        </p>
      )}
      {children}
      <FieldError field={field} errors={errors} />
    </div>
  )
}

export function FieldError({ field, errors }: { field: string; errors: PostErrors }) {
  const error = errors[field]
  return error ? (
    <p className="jp-error" id={errorId(field)}>
      {error}
    </p>
  ) : null
}
