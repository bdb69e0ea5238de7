/**
 * The form's fields as typed, kept on the device as they change (hooks/use-post-draft.ts). Text
 * stays text here, so nothing typed is ever thrown away by a check: the post the API takes is
 * made from it only when it is checked or sent (`draftToPost`).
 */
import { METHOD_KINDS, type MethodKind } from '#shared/how-to-apply/method-values.ts'
import { toE164 } from '#shared/how-to-apply/phone-numbers.ts'
import type { JobPost } from '#shared/schemas/job-post.ts'

export interface MethodRow {
  kind: MethodKind
  value: string
}

export interface PostDraft {
  title: string
  organisation: string
  website: string
  town: string
  type: string
  category: string
  closingDate: string
  /** "Not stated" ticked: the post says nothing of its pay */
  payNotStated: boolean
  payMin: string
  payMax: string
  payCurrency: string
  payPeriod: string
  methods: MethodRow[]
  reference: string
  /** one document a line */
  documents: string
  description: string
  workEmail: string
  agency: boolean
  agencyLicence: string
}

export const EMPTY_DRAFT: PostDraft = {
  title: '',
  organisation: '',
  website: '',
  town: '',
  type: '',
  category: '',
  closingDate: '',
  payNotStated: false,
  payMin: '',
  payMax: '',
  payCurrency: 'USD',
  payPeriod: 'month',
  methods: [{ kind: 'email', value: '' }],
  reference: '',
  documents: '',
  description: '',
  workEmail: '',
  agency: false,
  agencyLicence: '',
}

/** A draft read back from the device: anything not of its shape falls back to the empty field. */
export function readDraft(saved: unknown): PostDraft {
  if (!saved || typeof saved !== 'object') return EMPTY_DRAFT
  const record = saved as Record<string, unknown>
  const draft: Record<string, unknown> = { ...EMPTY_DRAFT }
  for (const [key, empty] of Object.entries(EMPTY_DRAFT)) {
    const value = record[key]
    if (typeof empty === 'string' && typeof value === 'string') draft[key] = value
    if (typeof empty === 'boolean' && typeof value === 'boolean') draft[key] = value
  }
  const methods = Array.isArray(record.methods) ? record.methods.filter(isMethodRow) : []
  if (methods.length > 0) draft.methods = methods
  return draft as unknown as PostDraft
}

function isMethodRow(row: unknown): row is MethodRow {
  if (!row || typeof row !== 'object') return false
  const { kind, value } = row as Record<string, unknown>
  return (METHOD_KINDS as readonly unknown[]).includes(kind) && typeof value === 'string'
}

/** Whether anything has been typed: an untouched form is not worth keeping. */
export function isBlankDraft(draft: PostDraft): boolean {
  return JSON.stringify(draft) === JSON.stringify(EMPTY_DRAFT)
}

const amount = (text: string): number | null => {
  const cleaned = text.replace(/[\s,]/g, '')
  if (cleaned === '') return null
  const value = Number(cleaned)
  // Not a number is sent as it is, so the schema's own words say what is wrong with it.
  return Number.isFinite(value) ? value : (cleaned as unknown as number)
}

/** A phone number as people write it ("0772 123 456") in the one form the API takes. */
function methodValue({ kind, value }: MethodRow): string {
  const trimmed = value.trim()
  if (kind === 'phone' || kind === 'whatsapp') return toE164(trimmed) ?? trimmed
  if (kind === 'email') return trimmed.toLowerCase()
  return trimmed
}

/** The post as the API takes it, unchecked: the schema says what is wrong with it. */
export function draftToPost(draft: PostDraft): Record<keyof JobPost, unknown> {
  return {
    title: draft.title,
    organisation: draft.organisation,
    website: draft.website.trim() || null,
    town: draft.town,
    type: draft.type,
    category: draft.category,
    closingDate: draft.closingDate,
    pay: draft.payNotStated
      ? null
      : {
          min: amount(draft.payMin),
          max: amount(draft.payMax),
          currency: draft.payCurrency,
          period: draft.payPeriod || null,
        },
    howToApply: {
      methods: draft.methods.map((row) => ({ kind: row.kind, value: methodValue(row) })),
      reference: draft.reference.trim() || null,
      documents: draft.documents
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    },
    description: draft.description,
    agency: draft.agency,
    agencyLicence: draft.agency ? draft.agencyLicence.trim() || null : null,
  }
}

/** The form's fields from a stored post (the manage page's Edit). */
export function postToDraft(post: JobPost, workEmail: string): PostDraft {
  return {
    ...EMPTY_DRAFT,
    title: post.title,
    organisation: post.organisation,
    website: post.website ?? '',
    town: post.town,
    type: post.type,
    category: post.category,
    closingDate: post.closingDate,
    payNotStated: post.pay === null,
    payMin: post.pay?.min?.toString() ?? '',
    payMax: post.pay?.max?.toString() ?? '',
    payCurrency: post.pay?.currency ?? EMPTY_DRAFT.payCurrency,
    payPeriod: post.pay ? (post.pay.period ?? '') : EMPTY_DRAFT.payPeriod,
    methods: post.howToApply.methods.map(({ kind, value }) => ({ kind, value })),
    reference: post.howToApply.reference ?? '',
    documents: post.howToApply.documents.join('\n'),
    description: post.description,
    workEmail,
    agency: post.agency,
    agencyLicence: post.agencyLicence ?? '',
  }
}
