/**
 * A card (and what its detail page added) as a normalised job. Dates and places go through the
 * same readers as every other kind, so the search filters read them alike.
 */
import { createHash } from 'node:crypto'

import type { NormalisedJob } from '../../ingest-types.ts'
import {
  extractDeadlineFromText,
  type DeadlineFromText,
} from '../../normalise/deadline-from-text.ts'
import { deadlinePhrase } from '../../normalise/deadline-phrase.ts'
import { parsePageDate } from '../../normalise/parse-page-date.ts'
import { findApplyInstructions, normaliseEmploymentType } from '../../normalise/text-fields.ts'
import { uniqueTags } from '../adapter-fields.ts'
import { applyLinkFields } from './apply-link.ts'
import type { Card } from './listing-page.ts'

/** How a board's page dates are read: the site's zone and the ingest's clock. */
export interface PageClock {
  timeZone: string
  nowMs: number
}

/**
 * A date in a field known to hold a deadline: after a deadline phrase ("Expires 24 Aug 2026",
 * "Closing date: Friday, 4 Dec") or, failing one, the first date in it ("24/08/2026", a
 * `datetime` attribute), or a relative one ("closes tomorrow"). A year-less day is the nearest
 * one not before today.
 */
export function readDeadlineField(value: string, clock: PageClock): DeadlineFromText | null {
  const date = parsePageDate(value, { ...clock, kind: 'closing' })
  // The field's words are what the date was read from (kept for the console).
  return date && { ...date, phrase: deadlinePhrase(value) }
}

/**
 * The card's deadline: its deadline field, else a date right after a deadline phrase anywhere in
 * its text ("Deadline: 14 Mar").
 */
function cardDeadline(card: Card, { timeZone, nowMs }: PageClock): DeadlineFromText | null {
  if (card.deadline) return readDeadlineField(card.deadline, { timeZone, nowMs })
  return card.text ? extractDeadlineFromText(card.text, timeZone, { nowMs, adjacent: true }) : null
}

export function deadlineFields(date: DeadlineFromText | null) {
  // No phrase key without a deadline: a job's stored hash stays what it was before phrases.
  if (!date) return { expiryTs: null, expiryDate: null }
  return date.instant
    ? { expiryTs: date.instant, expiryDate: null, deadlinePhrase: date.phrase }
    : { expiryTs: null, expiryDate: date.date, deadlinePhrase: date.phrase }
}

/** The job's key in its source: its link, else its title, company and place. */
export function cardExternalId(card: Card): string | null {
  if (card.link) return card.link
  if (!card.title) return null
  return ['card', card.title, card.company ?? '', card.location ?? ''].join('|')
}

/**
 * Changes when any field the card shows changes; an unchanged card keeps its detail. The card's
 * whole text is left out: it holds what the fields hold, and keeping it out kept the hashes of
 * cards read before it existed. The later fields (description, apply) are absent, not null, on
 * a card without them, and JSON leaves absent keys out: such cards hash as they always did.
 */
export function hashCard({ text: _text, ...fields }: Card): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('base64url')
}

export function cardToJob(
  card: Card & { title: string },
  externalId: string,
  { timeZone, nowMs, company }: PageClock & { company: string },
): NormalisedJob {
  // "Posted 3 days ago" and "14 Mar" count from the ingest's clock, never the wall clock.
  const posted = card.posted
    ? parsePageDate(card.posted, { timeZone, nowMs, kind: 'posted' })
    : null
  return {
    externalId,
    title: card.title,
    company: card.company ?? company,
    location: card.location,
    salary: card.salary,
    employmentType: card.type ? normaliseEmploymentType(card.type) : null,
    description: card.description ?? '',
    jobLink: card.link,
    // As on a detail page: the apply link, else how-to-apply words in the summary.
    applyInstructions:
      !card.apply && card.description ? findApplyInstructions(card.description) : null,
    ...(card.apply ? applyLinkFields(card.apply) : {}),
    requirements: null,
    tags: uniqueTags([card.category]),
    datePosted: posted?.date ?? null,
    postedAt: posted?.instant ?? null,
    ...deadlineFields(cardDeadline(card, { timeZone, nowMs })),
  }
}
