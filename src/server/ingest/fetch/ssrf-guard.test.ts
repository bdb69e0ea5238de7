import type { LookupAddress } from 'node:dns'
import type { LookupFunction } from 'node:net'

import { describe, expect, it } from 'vitest'

import {
  blockedAddressCode,
  createGuardedLookup,
  isBlockedAddress,
  isBlockedAddressError,
  isBlockedLiteralHost,
  normaliseHost,
} from './ssrf-guard.ts'

describe('isBlockedAddress', () => {
  it.each([
    ['10.1.2.3', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12, last'],
    ['192.168.1.1', 'private 192.168/16'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback 127/8'],
    ['169.254.169.254', 'cloud metadata'],
    ['169.254.0.1', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network 0/8'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.255', 'CGNAT, last'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast SSDP'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.0.170', 'IETF protocol assignments'],
    ['198.18.0.1', 'benchmarking'],
    ['192.0.2.10', 'documentation'],
    ['::', 'IPv6 unspecified'],
    ['::1', 'IPv6 loopback'],
    ['fc00::1', 'unique local fc00::/7'],
    ['fd12:3456::1', 'unique local fd'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['febf:ffff::1', 'link-local fe80::/10, last'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback, dotted'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata'],
    ['0:0:0:0:0:ffff:10.0.0.1', 'IPv4-mapped private, uncompressed'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['64:ff9b::169.254.169.254', 'NAT64 of metadata'],
    ['2002:7f00:1::', '6to4 of loopback'],
    ['2001:db8::1', 'documentation'],
    ['2001:0:4136:e378::1', 'Teredo'],
    ['::127.0.0.1', 'IPv4-compatible (deprecated)'],
    ['localhost', 'not an IP'],
    ['', 'empty'],
  ])('blocks %s (%s)', (ip) => {
    expect(isBlockedAddress(ip)).toBe(true)
  })

  it.each([
    ['8.8.8.8'],
    ['1.1.1.1'],
    ['41.57.96.1'],
    ['172.15.255.255'],
    ['172.32.0.1'],
    ['100.63.255.255'],
    ['100.128.0.1'],
    ['169.253.255.255'],
    ['2606:4700:4700::1111'],
    ['2a00:1450:4001:80b::200e'],
    ['::ffff:8.8.8.8'],
    ['::ffff:808:808'],
    ['64:ff9b::8.8.8.8'],
    ['2002:808:808::1'],
  ])('allows public %s', (ip) => {
    expect(isBlockedAddress(ip)).toBe(false)
  })
})

describe('isBlockedLiteralHost', () => {
  const none = new Set<string>()

  it('judges IP literals, including bracketed IPv6 from URL.hostname', () => {
    expect(isBlockedLiteralHost('127.0.0.1', none)).toBe(true)
    expect(isBlockedLiteralHost('[::1]', none)).toBe(true)
    expect(isBlockedLiteralHost(new URL('http://[::ffff:127.0.0.1]/').hostname, none)).toBe(true)
    expect(isBlockedLiteralHost(new URL('http://0x7f000001/').hostname, none)).toBe(true)
    expect(isBlockedLiteralHost('93.184.215.14', none)).toBe(false)
  })

  it('leaves names to the lookup', () => {
    expect(isBlockedLiteralHost('localhost', none)).toBe(false)
    expect(isBlockedLiteralHost('example.org', none)).toBe(false)
  })

  it('lets allowed literals through', () => {
    expect(isBlockedLiteralHost('127.0.0.1', new Set(['127.0.0.1']))).toBe(false)
    expect(isBlockedLiteralHost('[::1]', new Set(['::1']))).toBe(false)
  })
})

describe('normaliseHost', () => {
  it('lower-cases and drops brackets and the root dot', () => {
    expect(normaliseHost('Example.ORG.')).toBe('example.org')
    expect(normaliseHost('[::1]')).toBe('::1')
  })
})

type Answer = { address: string; family: number }[] | NodeJS.ErrnoException

/** A guarded lookup over a fixed resolver, so no test depends on real DNS. */
function lookupWith(answers: Record<string, Answer>, allow: string[] = []): LookupFunction {
  return createGuardedLookup(new Set(allow), (hostname, _options, callback) => {
    const answer = answers[hostname]
    if (answer === undefined)
      return callback(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }), [])
    if (answer instanceof Error) return callback(answer, [])
    return callback(null, answer)
  })
}

interface LookupOutcome {
  error: NodeJS.ErrnoException | null
  address: string | LookupAddress[]
  family: number | undefined
}

function run(lookup: LookupFunction, hostname: string, all: boolean): Promise<LookupOutcome> {
  return new Promise((resolve) => {
    lookup(hostname, { all }, (error, address, family) => resolve({ error, address, family }))
  })
}

describe('createGuardedLookup', () => {
  const answers: Record<string, Answer> = {
    'jobs.example': [{ address: '93.184.215.14', family: 4 }],
    'rebind.example': [{ address: '127.0.0.1', family: 4 }],
    'mixed.example': [
      { address: '93.184.215.14', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ],
    'metadata.example': [{ address: 'fd00:ec2::254', family: 6 }],
  }

  it('passes public answers through, in both callback shapes', async () => {
    const lookup = lookupWith(answers)
    expect(await run(lookup, 'jobs.example', false)).toEqual({
      error: null,
      address: '93.184.215.14',
      family: 4,
    })
    expect(await run(lookup, 'jobs.example', true)).toMatchObject({
      error: null,
      address: [{ address: '93.184.215.14', family: 4 }],
    })
  })

  it('refuses a name that resolves to a blocked address', async () => {
    const { error } = await run(lookupWith(answers), 'rebind.example', false)
    expect(error?.code).toBe(blockedAddressCode)
    expect(isBlockedAddressError(error)).toBe(true)
    expect(error?.message).toContain('127.0.0.1')
  })

  it('refuses when any one of several answers is blocked', async () => {
    const { error } = await run(lookupWith(answers), 'mixed.example', true)
    expect(error?.code).toBe(blockedAddressCode)
  })

  it('refuses IPv6 unique-local answers', async () => {
    const { error } = await run(lookupWith(answers), 'metadata.example', true)
    expect(error?.code).toBe(blockedAddressCode)
  })

  it('allows a blocked answer when the host name or the address is allowed', async () => {
    expect(
      (await run(lookupWith(answers, ['Rebind.Example']), 'rebind.example', false)).error,
    ).toBe(null)
    expect((await run(lookupWith(answers, ['127.0.0.1']), 'rebind.example', false)).error).toBe(
      null,
    )
  })

  it('passes resolver errors on unchanged', async () => {
    const { error } = await run(lookupWith(answers), 'missing.example', false)
    expect(error?.code).toBe('ENOTFOUND')
  })

  it('refuses localhost through the real resolver', async () => {
    const { error } = await run(createGuardedLookup(new Set()), 'localhost', true)
    expect(error?.code).toBe(blockedAddressCode)
  })
})
