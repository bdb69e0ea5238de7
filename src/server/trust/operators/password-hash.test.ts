import { describe, expect, it } from 'vitest'

import {
  DEFAULT_PASSWORD_COST,
  MAX_PASSWORD_LENGTH,
  TEST_PASSWORD_COST,
  createDummyHash,
  hashPassword,
  isPasswordHash,
  isPasswordTooLong,
  needsRehash,
  passwordCost,
  verifyPassword,
} from './password-hash.ts'

const cost = TEST_PASSWORD_COST
const FORMAT = /^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/

describe('hashPassword', () => {
  it('stores the algorithm, the cost, a 16-byte salt and a 32-byte key in one string', async () => {
    const stored = await hashPassword('correct horse battery staple', cost)
    expect(stored).toMatch(FORMAT)
    expect(isPasswordHash(stored)).toBe(true)
  })

  it('salts every hash afresh', async () => {
    const [a, b] = await Promise.all([
      hashPassword('the same password', cost),
      hashPassword('the same password', cost),
    ])
    expect(a).not.toBe(b)
  })

  it('uses the OWASP cost by default', () => {
    expect(DEFAULT_PASSWORD_COST).toEqual({ ln: 17, r: 8, p: 1 })
    expect(passwordCost(12)).toEqual({ ln: 12, r: 8, p: 1 })
  })

  it('runs at the default cost (which Node refuses without a larger maxmem)', async () => {
    const stored = await hashPassword('correct horse battery staple')
    expect(stored.startsWith('$scrypt$ln=17,r=8,p=1$')).toBe(true)
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true)
  })

  it('refuses an over-long password before hashing', async () => {
    await expect(hashPassword('x'.repeat(MAX_PASSWORD_LENGTH + 1), cost)).rejects.toThrow(
      /at most 1024/,
    )
    // counted in code points: 1,024 emoji are 2,048 UTF-16 units and still allowed
    expect(isPasswordTooLong('😀'.repeat(MAX_PASSWORD_LENGTH))).toBe(false)
    expect(isPasswordTooLong('😀'.repeat(MAX_PASSWORD_LENGTH + 1))).toBe(true)
    expect(isPasswordTooLong('x'.repeat(MAX_PASSWORD_LENGTH))).toBe(false)
  })

  it('refuses a cost outside what it supports', async () => {
    await expect(hashPassword('long enough password', { ln: 0, r: 8, p: 1 })).rejects.toThrow(
      RangeError,
    )
    await expect(hashPassword('long enough password', { ln: 10, r: 8, p: 1.5 })).rejects.toThrow(
      RangeError,
    )
  })
})

describe('verifyPassword', () => {
  it('accepts the password and refuses any other', async () => {
    const stored = await hashPassword('correct horse battery staple', cost)
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true)
    expect(await verifyPassword('correct horse battery stapler', stored)).toBe(false)
    expect(await verifyPassword('Correct horse battery staple', stored)).toBe(false)
    expect(await verifyPassword('', stored)).toBe(false)
  })

  it('treats the composed and decomposed forms of an accented letter as the same password', async () => {
    const composed = 'caf\u00e9 au lait, s\u2019il vous pla\u00eet'
    const stored = await hashPassword(composed, cost)
    expect(await verifyPassword(composed.normalize('NFD'), stored)).toBe(true)
  })

  it('uses the parameters in the stored string, not the current default', async () => {
    const stored = await hashPassword('an older, cheaper hash', { ln: 11, r: 4, p: 2 })
    expect(stored).toContain('$ln=11,r=4,p=2$')
    expect(await verifyPassword('an older, cheaper hash', stored)).toBe(true)
  })

  it('says false, never throws, for a malformed stored string', async () => {
    const good = await hashPassword('correct horse battery staple', cost)
    const [, , params = '', salt = '', key = ''] = good.split('$')
    const malformed = [
      '',
      'not a hash',
      '$scrypt$',
      good.replace('$scrypt$', '$argon2id$'),
      `$scrypt$${params}$${salt}`,
      `$scrypt$${params}$${salt}$${key}$extra`,
      `$scrypt$ln=99,r=8,p=1$${salt}$${key}`,
      `$scrypt$ln=10,r=0,p=1$${salt}$${key}`,
      `$scrypt$ln=10,r=8$${salt}$${key}`,
      `$scrypt$${params}$${salt}$!!not-base64!!`,
      `$scrypt$${params}$${salt}$${key}==`,
      `$scrypt$${params}$AAAA$${key}`, // a 3-byte salt
      `$scrypt$${params}$${salt}$AAAA`, // a 3-byte key
      `${good} `,
    ]
    for (const stored of malformed) {
      expect(isPasswordHash(stored)).toBe(false)
      expect(await verifyPassword('correct horse battery staple', stored)).toBe(false)
    }
  })

  it('says false for parameters beyond the memory it allows', async () => {
    const good = await hashPassword('correct horse battery staple', cost)
    const greedy = good.replace('ln=10,r=8,p=1', 'ln=20,r=32,p=1') // 4 GiB
    expect(isPasswordHash(greedy)).toBe(true)
    expect(await verifyPassword('correct horse battery staple', greedy)).toBe(false)
  })

  it('compares a 64-byte key as written', async () => {
    const good = await hashPassword('correct horse battery staple', cost)
    const [, , params = '', salt = ''] = good.split('$')
    const wrongLength = `$scrypt$${params}$${salt}$${Buffer.alloc(64, 1).toString('base64').replace(/=+$/, '')}`
    expect(await verifyPassword('correct horse battery staple', wrongLength)).toBe(false)
  })

  it('refuses an over-long password without hashing it', async () => {
    const stored = await hashPassword('x'.repeat(MAX_PASSWORD_LENGTH), cost)
    expect(await verifyPassword('x'.repeat(MAX_PASSWORD_LENGTH), stored)).toBe(true)
    expect(await verifyPassword('x'.repeat(MAX_PASSWORD_LENGTH + 1), stored)).toBe(false)
  })
})

describe('needsRehash', () => {
  it('is false at the same cost and true at another, or for an unreadable string', async () => {
    const stored = await hashPassword('correct horse battery staple', cost)
    expect(needsRehash(stored, cost)).toBe(false)
    expect(needsRehash(stored, { ...cost, ln: 11 })).toBe(true)
    expect(needsRehash(stored, { ...cost, r: 16 })).toBe(true)
    expect(needsRehash(stored)).toBe(true)
    expect(needsRehash('garbage', cost)).toBe(true)
  })
})

describe('createDummyHash', () => {
  it('is made once per cost and matches no password anyone would try', async () => {
    const first = await createDummyHash(cost)
    expect(await createDummyHash(cost)).toBe(first)
    expect(first).toMatch(FORMAT)
    expect(await verifyPassword('', first)).toBe(false)
    expect(await verifyPassword('correct horse battery staple', first)).toBe(false)
    expect(await createDummyHash({ ...cost, ln: 11 })).not.toBe(first)
  })

  it('does not keep a failure', async () => {
    await expect(createDummyHash({ ln: 0, r: 8, p: 1 })).rejects.toThrow(RangeError)
    await expect(createDummyHash({ ln: 0, r: 8, p: 1 })).rejects.toThrow(RangeError)
  })
})
