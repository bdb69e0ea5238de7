import { describe, expect, it } from 'vitest'

import { parseTrustProxy, resolveClientAddress, type TrustProxy } from './trust-proxy.ts'

function trust(raw: string): TrustProxy {
  const parsed = parseTrustProxy(raw)
  if ('error' in parsed) throw new Error(parsed.error)
  return parsed
}

describe('parseTrustProxy', () => {
  it('reads off, hop counts and address lists', () => {
    expect(trust('')).toEqual({ kind: 'none' })
    expect(trust('0')).toEqual({ kind: 'none' })
    expect(trust('off')).toEqual({ kind: 'none' })
    expect(trust('1')).toEqual({ kind: 'hops', hops: 1 })
    expect(trust('true')).toEqual({ kind: 'hops', hops: 1 })
    expect(trust('2')).toEqual({ kind: 'hops', hops: 2 })
    expect(trust('10.0.0.0/8, ::1, 192.0.2.7').kind).toBe('list')
  })

  it('refuses what is neither', () => {
    for (const raw of ['maybe', '10.0.0.0/33', '10.0.0.0/x', '::1/129', 'proxy.local', '11']) {
      expect(parseTrustProxy(raw)).toHaveProperty('error')
    }
  })
})

describe('resolveClientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever the header says', () => {
    expect(resolveClientAddress(trust('0'), '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9')
  })

  it('reads an IPv4 client on a dual-stack socket as IPv4', () => {
    expect(resolveClientAddress(trust('0'), '::ffff:203.0.113.9', undefined)).toBe('203.0.113.9')
  })

  it('behind one proxy, takes the address that proxy appended, not what the client wrote', () => {
    // The client wrote "1.1.1.1"; our proxy appended the address it really saw.
    const forwarded = '1.1.1.1, 198.51.100.20'
    expect(resolveClientAddress(trust('1'), '10.0.0.2', forwarded)).toBe('198.51.100.20')
  })

  it('behind two proxies, skips the one the second proxy added', () => {
    const forwarded = '1.1.1.1, 198.51.100.20, 10.0.0.5'
    expect(resolveClientAddress(trust('2'), '10.0.0.2', forwarded)).toBe('198.51.100.20')
  })

  it('with a proxy list, walks left while the writer is one of ours', () => {
    const proxies = trust('10.0.0.0/8')
    expect(resolveClientAddress(proxies, '10.0.0.2', '1.1.1.1, 198.51.100.20, 10.0.0.5')).toBe(
      '198.51.100.20',
    )
    // A request that did not come through our proxies: its header is the client's own words.
    expect(resolveClientAddress(proxies, '203.0.113.9', '10.9.9.9')).toBe('203.0.113.9')
  })

  it('does not believe an entry that is not an address', () => {
    expect(resolveClientAddress(trust('1'), '10.0.0.2', 'unknown')).toBe('10.0.0.2')
    expect(resolveClientAddress(trust('2'), '10.0.0.2', 'junk, 198.51.100.20')).toBe(
      '198.51.100.20',
    )
  })

  it('takes the left-most entry when fewer proxies forwarded than configured', () => {
    expect(resolveClientAddress(trust('3'), '10.0.0.2', '198.51.100.20')).toBe('198.51.100.20')
  })

  it('gives a new address to nobody who rewrites the left of the header each time', () => {
    const seen = new Set<string | null>()
    for (let i = 0; i < 30; i++) {
      seen.add(resolveClientAddress(trust('1'), '10.0.0.2', `192.0.2.${i}, 198.51.100.20`))
    }
    expect([...seen]).toEqual(['198.51.100.20'])
  })
})
