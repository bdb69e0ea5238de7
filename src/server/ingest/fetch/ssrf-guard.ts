/**
 * The SSRF guard: source URLs come from configuration and redirects come from third parties, so
 * no fetch may reach the host itself, the private network or a cloud metadata endpoint.
 *
 * The address check runs inside the socket's `lookup`, on the addresses the socket will actually
 * connect to, so a name that resolves to a public address for a pre-check and to a private one a
 * moment later (DNS rebinding) is still refused. Node skips `lookup` for IP-literal hosts, so
 * those are judged before the request by `isBlockedLiteralHost`.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns'
import { BlockList, isIP, type LookupFunction } from 'node:net'

/** The `code` of the error the guarded lookup fails with. */
export const blockedAddressCode = 'EBLOCKED'

export interface BlockedAddressError extends Error {
  code: typeof blockedAddressCode
  hostname: string
  address: string
}

// Documentation, benchmarking and other special-purpose ranges are blocked too: no job source is
// served from them, and some internal networks and test rigs quietly reuse them.
const blockedV4 = subnets('ipv4', [
  ['0.0.0.0', 8], // "this network", including the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, including the 169.254.169.254 metadata endpoint
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // TEST-NET-1
  ['192.88.99.0', 24], // deprecated 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // TEST-NET-2
  ['203.0.113.0', 24], // TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, including 255.255.255.255
])

// IPv6 is judged by allow-list: only global unicast (2000::/3) can be public, which excludes ::,
// ::1, fc00::/7, fe80::/10, fec0::/10, ff00::/8 and 100::/64 without listing each of them.
const globalUnicastV6 = subnets('ipv6', [['2000::', 3]])
const blockedV6 = subnets('ipv6', [
  ['2001::', 23], // IETF protocol assignments: Teredo, ORCHID, benchmarking
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
])

function subnets(family: 'ipv4' | 'ipv6', list: [string, number][]): BlockList {
  const blockList = new BlockList()
  for (const [network, prefix] of list) blockList.addSubnet(network, prefix, family)
  return blockList
}

/** True when `ip` is not a public unicast address. Anything that is not an IP is blocked too. */
export function isBlockedAddress(ip: string): boolean {
  const address = withoutZone(ip)
  const family = isIP(address)
  if (family === 4) return blockedV4.check(address, 'ipv4')
  if (family !== 6) return true

  const groups = ipv6Groups(address)
  if (groups === null) return true
  const [g0, g1, g2, g3, g4, g5] = groups
  const zeroTo = (end: number) => groups.slice(0, end).every((group) => group === 0)

  // Forms that carry an IPv4 address are judged by that address, since that is where they lead.
  if (zeroTo(5) && g5 === 0xffff) return blockedV4.check(embeddedV4(groups, 6), 'ipv4') // ::ffff:a.b.c.d
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return blockedV4.check(embeddedV4(groups, 6), 'ipv4') // NAT64 64:ff9b::/96
  }
  if (g0 === 0x2002) return blockedV4.check(embeddedV4(groups, 1), 'ipv4') // 6to4 2002::/16

  if (!globalUnicastV6.check(address, 'ipv6')) return true
  return blockedV6.check(address, 'ipv6')
}

/**
 * For a URL's hostname: true when it is an IP literal that is blocked and not allowed. Names are
 * left to the guarded lookup, which sees what they resolve to.
 */
export function isBlockedLiteralHost(hostname: string, allowHosts: ReadonlySet<string>): boolean {
  const host = normaliseHost(hostname)
  if (isIP(withoutZone(host)) === 0) return false
  return !isAllowed(allowHosts, host) && isBlockedAddress(host)
}

/** How hosts are compared: lower case, no IPv6 brackets, no trailing root dot. */
export function normaliseHost(host: string): string {
  let normal = host.trim().toLowerCase()
  if (normal.startsWith('[') && normal.endsWith(']')) normal = normal.slice(1, -1)
  if (normal.endsWith('.')) normal = normal.slice(0, -1)
  return normal
}

export function isBlockedAddressError(error: unknown): error is BlockedAddressError {
  return (
    error instanceof Error && (error as Partial<BlockedAddressError>).code === blockedAddressCode
  )
}

type ResolveAll = (
  hostname: string,
  options: LookupOptions & { all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void

const resolveAll: ResolveAll = (hostname, options, callback) =>
  dnsLookup(hostname, options, callback)

/**
 * A `lookup` for `http.request` that resolves as `dns.lookup` does and fails with code EBLOCKED
 * when any resolved address is blocked, unless the host name or that address is in `allowHosts`
 * (compared after `normaliseHost`). Refusing when any address is bad, rather than filtering,
 * keeps a host that mixes public and private answers from being reached at all.
 */
export function createGuardedLookup(
  allowHosts: ReadonlySet<string>,
  resolve: ResolveAll = resolveAll,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, [])
      const hostAllowed = isAllowed(allowHosts, hostname)
      const blocked = addresses.find(
        ({ address }) =>
          !hostAllowed && !isAllowed(allowHosts, address) && isBlockedAddress(address),
      )
      if (blocked) return callback(blockedAddressError(hostname, blocked.address), [])
      const first = addresses[0]
      if (!first) {
        const empty: NodeJS.ErrnoException = new Error(`No addresses found for ${hostname}`)
        empty.code = 'ENOTFOUND'
        return callback(empty, [])
      }
      if (options.all) return callback(null, addresses)
      return callback(null, first.address, first.family)
    })
  }
}

function isAllowed(allowHosts: ReadonlySet<string>, host: string): boolean {
  const normal = normaliseHost(host)
  for (const allowed of allowHosts) if (normaliseHost(allowed) === normal) return true
  return false
}

/** The error a refused connection fails with (code EBLOCKED). */
export function blockedAddressError(hostname: string, address: string): BlockedAddressError {
  const error = new Error(
    `${hostname} resolves to ${address}, a private, loopback, link-local or reserved address`,
  )
  return Object.assign(error, { code: blockedAddressCode, hostname, address } as const)
}

function withoutZone(ip: string): string {
  const zone = ip.indexOf('%')
  return zone === -1 ? ip : ip.slice(0, zone)
}

/** The eight 16-bit groups of a valid IPv6 address (as checked by `isIP`). */
function ipv6Groups(address: string): number[] | null {
  let text = address
  if (text.includes('.')) {
    // a trailing dotted quad stands for the last two groups
    const start = text.lastIndexOf(':') + 1
    const octets = text.slice(start).split('.').map(Number)
    const [a = 0, b = 0, c = 0, d = 0] = octets
    text = `${text.slice(0, start)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail, ...rest] = text.split('::')
  if (rest.length > 0) return null
  const headGroups = head === '' ? [] : head.split(':')
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':')
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map((group) =>
    Number.parseInt(group, 16),
  )
  return groups.length === 8 && groups.every((group) => group >= 0 && group <= 0xffff)
    ? groups
    : null
}

function embeddedV4(groups: number[], at: number): string {
  const high = groups[at] ?? 0
  const low = groups[at + 1] ?? 0
  return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`
}
