import { HOW_TO_APPLY_LIMITS } from '#shared/how-to-apply/how-to-apply-limits.ts'
import {
  METHOD_KINDS,
  METHOD_VALUE_RULES,
  type MethodKind,
} from '#shared/how-to-apply/method-values.ts'

import { METHOD_HINTS } from '../lib/check-post.ts'
import type { MethodRow, PostDraft } from '../lib/post-draft.ts'
import { errorId, fieldId, type PostErrors } from '../lib/post-fields.ts'
import { Field, FieldError, inputProps } from './field.tsx'

/** How each kind is typed on a phone: the keyboard it needs and what the browser may fill in. */
const METHOD_INPUTS: Readonly<
  Record<MethodKind, { type: string; inputMode?: 'url' | 'email' | 'tel'; autoComplete: string }>
> = {
  link: { type: 'url', inputMode: 'url', autoComplete: 'url' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  whatsapp: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  'in-person': { type: 'text', autoComplete: 'street-address' },
  post: { type: 'text', autoComplete: 'street-address' },
}

/** "How to apply": one row a way (add, remove), the reference to quote, the documents. */
export function ApplyFields({
  draft,
  update,
  errors,
}: {
  draft: PostDraft
  update(change: Partial<PostDraft>): void
  errors: PostErrors
}) {
  const setRow = (index: number, row: Partial<MethodRow>) =>
    update({
      methods: draft.methods.map((old, i) => (i === index ? { ...old, ...row } : old)),
    })
  return (
    <>
      <fieldset
        className="jp-field"
        id={fieldId('howToApply.methods')}
        tabIndex={-1}
        aria-describedby={errors['howToApply.methods'] ? errorId('howToApply.methods') : undefined}
      >
        <legend>How to apply</legend>
        <p className="jp-hint">At least one way. Each becomes a button applicants can tap.</p>
        {draft.methods.map((row, index) => {
          const key = `howToApply.methods.${index}`
          const input = METHOD_INPUTS[row.kind]
          return (
            <div className="jp-method" key={index}>
              <label className="jp-field">
                <span className="jp-label">Way {index + 1}</span>
                <select
                  name={`${key}.kind`}
                  value={row.kind}
                  onChange={(e) => setRow(index, { kind: e.target.value as MethodKind })}
                >
                  {METHOD_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {METHOD_HINTS[kind].label}
                    </option>
                  ))}
                </select>
              </label>
              <div className="jp-field">
                <label htmlFor={fieldId(key)}>
                  <span className="visually-hidden">Way {index + 1}: </span>
                  {METHOD_HINTS[row.kind].label}
                </label>
                <input
                  {...inputProps(key, errors)}
                  type={input.type}
                  inputMode={input.inputMode}
                  autoComplete={input.autoComplete}
                  maxLength={METHOD_VALUE_RULES[row.kind].max}
                  value={row.value}
                  onChange={(e) => setRow(index, { value: e.target.value })}
                />
                <FieldError field={key} errors={errors} />
              </div>
              {draft.methods.length > 1 && (
                <button
                  type="button"
                  className="button"
                  onClick={() => update({ methods: draft.methods.filter((_, i) => i !== index) })}
                >
                  Remove<span className="visually-hidden"> way {index + 1}</span>
                </button>
              )}
            </div>
          )
        })}
        {draft.methods.length < HOW_TO_APPLY_LIMITS.methods && (
          <button
            type="button"
            className="button"
            onClick={() => update({ methods: [...draft.methods, { kind: 'link', value: '' }] })}
          >
            Add another way to apply
          </button>
        )}
        <FieldError field="howToApply.methods" errors={errors} />
      </fieldset>
      <Field
        field="howToApply.reference"
        label="Reference to quote"
        hint="Optional: a code or subject line applicants must use."
        errors={errors}
      >
        <input
          {...inputProps('howToApply.reference', errors, true)}
          autoComplete="off"
          maxLength={HOW_TO_APPLY_LIMITS.referenceLength}
          value={draft.reference}
          onChange={(e) => update({ reference: e.target.value })}
        />
      </Field>
      <Field
        field="howToApply.documents"
        label="Documents to send"
        hint="Optional: one a line, such as CV or Certified copies of certificates."
        errors={errors}
      >
        <textarea
          {...inputProps('howToApply.documents', errors, true)}
          rows={3}
          value={draft.documents}
          onChange={(e) => update({ documents: e.target.value })}
        />
      </Field>
    </>
  )
}
