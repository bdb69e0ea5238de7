import { describe, expect, it } from 'vitest'

import { cardToJob, hashCard } from './card-job.ts'
import type { Card } from './listing-page.ts'

const card: Card & { title: string } = {
  link: 'https://board.example/jobs/1',
  title: 'Clerk',
  company: 'Chinhoyi Agro',
  location: 'Chinhoyi',
  deadline: '14 Mar',
  category: null,
  type: null,
  salary: null,
  posted: null,
  text: 'Clerk Chinhoyi Agro Chinhoyi 14 Mar',
}

describe('hashCard', () => {
  it("changes with a field, not with the card's whole text", () => {
    expect(hashCard({ ...card, text: 'Clerk · new layout' })).toBe(hashCard(card))
    expect(hashCard({ ...card, deadline: '15 Mar' })).not.toBe(hashCard(card))
  })
})

describe('hashCard with the later card fields', () => {
  it('hashes a card without description or apply exactly as before they existed', () => {
    // sha256 of the card's fields as JSON, as stored before cards could read a description.
    expect(hashCard(card)).toBe('3NONaw6jMpPp9qeEUQDUMvjLIAeQdN4aunpbLZHl6e8')
  })

  it('changes when the card shows a summary or an apply link', () => {
    expect(hashCard({ ...card, description: 'Keep the books.' })).not.toBe(hashCard(card))
    expect(hashCard({ ...card, apply: 'mailto:hr@chinhoyi-agro.example' })).not.toBe(hashCard(card))
  })
})

describe('cardToJob', () => {
  const clock = { timeZone: 'Africa/Harare', nowMs: Date.parse('2026-03-01T08:00:00Z') }

  it("takes the card's summary as the description and its apply link", () => {
    const job = cardToJob(
      { ...card, description: 'Keep the books of a farm.', apply: 'https://apply.example/12' },
      'x',
      { ...clock, company: 'board' },
    )
    expect(job).toMatchObject({
      description: 'Keep the books of a farm.',
      jobLink: 'https://apply.example/12',
      applyInstructions: null,
    })
  })

  it('writes an email apply link out, and keeps the board page as the link', () => {
    const job = cardToJob(
      { ...card, apply: 'mailto:hr@chinhoyi-agro.example?subject=Clerk' },
      'x',
      { ...clock, company: 'board' },
    )
    expect(job).toMatchObject({
      jobLink: card.link,
      applyInstructions:
        'Apply by email to hr@chinhoyi-agro.example, with "Clerk" in the subject line',
    })
  })
})
