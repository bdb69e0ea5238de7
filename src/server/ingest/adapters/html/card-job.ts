/**
 * A card (and what its detail page added) as a normalised job. Dates and places go through the
 * same readers as every other kind, so the search filters read them alike.
 */
import { createHash } from 'node:crypto'

import type { NormalisedJob } from '../../ingest-types.ts'
import { extractDeadlineFromText } from '../../normalise/deadline-from-text.ts'
import { findHumanDate, parseHumanDate, type ParsedDate } from '../../normalise/parse-human-date.ts'
import { normaliseEmploymentType } from '../../normalise/text-fields.ts'
import { uniqueTags } from '../adapter-fields.ts'
import type { Card } from './listing-page.ts'

/**
 * A date in a field known to hold a deadline: after a deadline phrase ("Expires 24 Aug 2026",
 * "Closing date: Friday, 4 December 2026") or, failing one, the first date in it
 * ("24/08/2026", a `datetime` attribute).
 */
export function readDeadlineField(value: string, timeZone: string): ParsedDate | null {
  return (
    parseHumanDate(value, timeZone) ??
    extractDeadlineFromText(value, timeZone) ??
    findHumanDate(value, timeZone)
  )
}

export function deadlineFields(date: ParsedDate | null) {
  if (!date) return { expiryTs: null, expiryDate: null }
  return date.instant
    ? { expiryTs: date.instant, expiryDate: null }
    : { expiryTs: null, expiryDate: date.date }
}

/** The job's key in its source: its link, else its title, company and place. */
export function cardExternalId(card: Card): string | null {
  if (card.link) return card.link
  if (!card.title) return null
  return ['card', card.title, card.company ?? '', card.location ?? ''].join('|')
}

/** Changes when anything the card shows changes; an unchanged card keeps its detail. */
export function hashCard(card: Card): string {
  return createHash('sha256').update(JSON.stringify(card)).digest('base64url')
}

export function cardToJob(
  card: Card & { title: string },
  externalId: string,
  { timeZone, company }: { timeZone: string; company: string },
): NormalisedJob {
  const posted = card.posted ? findHumanDate(card.posted, timeZone) : null
  return {
    externalId,
    title: card.title,
    company: card.company ?? company,
    location: card.location,
    salary: card.salary,
    employmentType: card.type ? normaliseEmploymentType(card.type) : null,
    description: '',
    jobLink: card.link,
    applyInstructions: null,
    requirements: null,
    tags: uniqueTags([card.category]),
    datePosted: posted?.date ?? null,
    postedAt: posted?.instant ?? null,
    ...deadlineFields(card.deadline ? readDeadlineField(card.deadline, timeZone) : null),
  }
}
