/**
 * How to apply for a job, read from what its source gives: an apply link or address field, a
 * how-to-apply text, and the advert itself. The result's methods are the source's own link (or
 * address) first, then the ways the text names in the order it names them, each once; the
 * reference is the source's, else the first the text asks to quote; the documents are the ones
 * the text asks for. Every value is in its kind's safe form (method-values.ts) or left out.
 * Null when the source and the text say nothing of how to apply.
 */
import { canonicalEmailAddress, isPlainEmailAddress } from '../email-address.ts'
import { toOneLine } from '../control-characters.ts'
import { toClauses, type Clause } from './advert-clauses.ts'
import { documentLabel, findDocuments } from './find-documents.ts'
import { findEmails } from './find-emails.ts'
import { findLinks, toWebLink } from './find-links.ts'
import { findPhones } from './find-phones.ts'
import { findPlaces } from './find-places.ts'
import { findReference } from './find-reference.ts'
import { blankOut } from './found.ts'
import type { HowToApply, HowToApplyMethod } from './how-to-apply.ts'
import {
  HOW_TO_APPLY_LIMITS,
  isSafeMethodValue,
  ONE_LINE_TEXT,
  type MethodKind,
} from './method-values.ts'

export interface AdvertForHowToApply {
  /** The source's how-to-apply text: every sentence of it is about applying. */
  applyText?: string | null
  /** The advert (description, requirements; markdown or plain): read where it says to apply. */
  text?: string | null
  /** The source's apply link: http(s) is a link; `mailto:` an address, its subject the reference. */
  applyUrl?: string | null
  /** The source's apply address, plain or `mailto:`. */
  applyEmail?: string | null
  /** The source's own reference for the job. */
  reference?: string | null
}

interface Reading {
  methods: HowToApplyMethod[]
  reference: string | null
  /** label -> asked for certified */
  documents: Map<string, boolean>
}

export function parseHowToApply(advert: AdvertForHowToApply): HowToApply | null {
  const reading: Reading = {
    methods: [],
    reference: toReference(advert.reference),
    documents: new Map(),
  }
  readSourceField(reading, advert.applyUrl, { links: true })
  readSourceField(reading, advert.applyEmail, { links: false })
  const clauses = [
    ...(advert.applyText ? toClauses(advert.applyText, { allApply: true }) : []),
    ...(advert.text ? toClauses(advert.text, { allApply: false }) : []),
  ]
  for (const clause of clauses) readClause(reading, clause)
  const documents = [...reading.documents]
    .map(([label, certified]) => documentLabel({ label, certified }))
    .slice(0, HOW_TO_APPLY_LIMITS.documents)
  if (reading.methods.length === 0 && reading.reference === null && documents.length === 0) {
    return null
  }
  return { methods: reading.methods, reference: reading.reference, documents }
}

function readClause(reading: Reading, { text, applies, asksForDocuments }: Clause): void {
  const reference = findReference(text)
  reading.reference ??= toReference(reference?.value)
  if (asksForDocuments) {
    for (const { value } of findDocuments(text)) {
      reading.documents.set(
        value.label,
        (reading.documents.get(value.label) ?? false) || value.certified,
      )
    }
  }
  if (!applies) return
  const emails = findEmails(text).map((email) => ({
    ...email,
    value: { kind: 'email' as const, value: email.value },
  }))
  const links = findLinks(text)
  // The digits of an address, a link or the reference are not a phone number.
  const phones = findPhones(
    blankOut(text, [...emails, ...links, ...(reference ? [reference] : [])]),
  )
  const places = findPlaces(text, { otherWays: emails.length + links.length + phones.length > 0 })
  const found = [...emails, ...links, ...phones, ...places].sort((a, b) => a.at - b.at)
  for (const { value } of found) addMethod(reading, value.kind, value.value)
}

function addMethod(reading: Reading, kind: MethodKind, value: string): void {
  if (!isSafeMethodValue(kind, value) || reading.methods.length >= HOW_TO_APPLY_LIMITS.methods) {
    return
  }
  if (reading.methods.some((method) => method.kind === kind && method.value === value)) return
  // The kind and its value were checked together just above; TypeScript cannot pair them.
  reading.methods.push({ kind, value } as HowToApplyMethod)
}

/** An apply link (`links`) or address field: http(s) is a link, `mailto:` or plain an address. */
function readSourceField(
  reading: Reading,
  field: string | null | undefined,
  { links }: { links: boolean },
): void {
  const written = field?.trim()
  if (!written) return
  const mailto = /^mailto:([^?]*)(?:\?(.*))?$/is.exec(written)
  if (mailto || !links || !written.includes(':')) {
    const address = canonicalEmailAddress(decoded(mailto ? (mailto[1] ?? '') : written))
    if (isPlainEmailAddress(address)) addMethod(reading, 'email', address)
    reading.reference ??= toReference(subjectOf(mailto?.[2]))
    return
  }
  const link = toWebLink(written)
  if (link) addMethod(reading, 'link', link)
}

/** The `subject` of a mailto: query. */
function subjectOf(query: string | undefined): string | null {
  for (const pair of query?.split('&') ?? []) {
    const [name, value] = pair.split('=')
    // RFC 6068: a + is a plus sign here, not a space.
    if (name?.toLowerCase() === 'subject' && value) return decoded(value)
  }
  return null
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

function toReference(text: string | null | undefined): string | null {
  if (!text) return null
  const line = toOneLine(text)
  const reference = line.slice(0, HOW_TO_APPLY_LIMITS.referenceLength).trim()
  return reference && ONE_LINE_TEXT.test(reference) ? reference : null
}
