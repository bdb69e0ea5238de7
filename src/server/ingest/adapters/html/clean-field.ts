/**
 * A field read and cleaned as its source describes it (field-spec.ts), keeping what the page had
 * beside what is stored, so `npm run sources -- check` can show both.
 */
import type { CleanedField, FieldSpec } from './field-spec.ts'
import { readField, type HtmlNode } from './page-selectors.ts'

/**
 * Longest text a field's steps run on. Fields are a few words; a page that wraps a whole
 * listing in one "company" element is not read to the end. Descriptions pass their own bound.
 */
export const MAX_CLEANED_TEXT = 2_000

export interface FieldRead {
  /** as the page has it (null: absent, or a fixed value) */
  raw: string | null
  /** after the cleaning steps: what the job gets */
  value: string | null
}

export interface CleanOptions {
  /** characters the steps run on at most */
  maxLength: number
  /** fold runs of whitespace to one space (not in markdown, whose lines mean something) */
  collapse: boolean
}

const TEXT: CleanOptions = { maxLength: MAX_CLEANED_TEXT, collapse: true }

/**
 * The steps in their fixed order: split and take a part, remove, keep, trim, empty. Each pattern
 * runs on at most `maxLength` characters, in linear time (operator-pattern.ts).
 */
export function cleanText(
  text: string | null,
  field: CleanedField,
  { maxLength, collapse }: CleanOptions = TEXT,
): string | null {
  if (field.value !== null) return field.value
  if (text === null) return null
  let value = text.slice(0, maxLength)
  if (field.split !== null) value = value.split(field.split).at(field.part) ?? ''
  if (field.remove) value = field.remove.removeAll(value)
  if (field.keep) value = field.keep.firstMatch(value) ?? ''
  value = collapse ? value.replace(/\s+/g, ' ').trim() : value.trim()
  if (value === '' || field.empty.includes(value.toLowerCase())) return null
  return value
}

/** A text (or attribute) field: a plain selector reads exactly as it always has. */
export function readTextField(root: HtmlNode, spec: FieldSpec): FieldRead {
  if (typeof spec === 'string') {
    const raw = readField(root, spec)
    return { raw, value: raw }
  }
  const raw = spec.select === null ? null : readField(root, spec.select)
  return { raw, value: cleanText(raw, spec) }
}

/** The selector part of a field, for the fields read as markup; null for a fixed value. */
export function fieldSelector(spec: FieldSpec): string | null {
  return typeof spec === 'string' ? spec : spec.select
}
