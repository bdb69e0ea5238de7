import { createHash } from 'node:crypto'

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz' // Crockford base32, lower case

/**
 * A job's public id: stable for the same source and external id, URL-safe, and short enough to
 * read aloud or type from a WhatsApp message. 12 base32 characters carry 60 bits.
 */
export function makeJobId(source: string, externalId: string): string {
  const digest = createHash('sha256').update(`${source}\n${externalId}`).digest()
  let id = ''
  let buffer = 0
  let bits = 0
  for (const byte of digest) {
    buffer = (buffer << 8) | byte
    bits += 8
    while (bits >= 5 && id.length < 12) {
      id += ALPHABET[(buffer >> (bits - 5)) & 31]
      bits -= 5
    }
    if (id.length === 12) break
    buffer &= 0xff
  }
  return id
}
