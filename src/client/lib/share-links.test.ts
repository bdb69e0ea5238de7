import { describe, expect, it } from 'vitest'

import { jobPageUrl, whatsAppShareLink } from './share-links.ts'

describe('share links', () => {
  it("gives a job's page on this site, its id encoded", () => {
    expect(jobPageUrl('abc 1/2', 'https://jobs.example')).toBe(
      'https://jobs.example/job/abc%201%2F2',
    )
  })

  it("gives WhatsApp's link with the whole text, line breaks and all", () => {
    const link = whatsAppShareLink(
      'JobsZW check: be careful — it asks for a fee.\nhttps://x.example/check',
    )
    expect(link).toBe(
      'https://wa.me/?text=JobsZW%20check%3A%20be%20careful%20%E2%80%94%20it%20asks%20for%20a%20fee.%0Ahttps%3A%2F%2Fx.example%2Fcheck',
    )
    expect(new URL(link).searchParams.get('text')).toBe(
      'JobsZW check: be careful — it asks for a fee.\nhttps://x.example/check',
    )
  })
})
