import { BlockList, isIP } from 'node:net'

/**
 * Which proxies in front of the server are ours, so that the client address can be read from
 * X-Forwarded-For without believing what the client wrote there itself. Each proxy appends the
 * address it received the request from, so only the right-most entries are trustworthy: as many
 * as we run proxies (`hops`), or those whose writer is one of our proxies' addresses (`list`).
 */
export type TrustProxy =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; proxies: BlockList }

export const NO_TRUSTED_PROXY: TrustProxy = { kind: 'none' }

/**
 * Reads the TRUST_PROXY setting: `0` (none), a hop count (`1`: one proxy such as nginx or a
 * load balancer), or a comma-separated list of proxy addresses and CIDR ranges. Returns a
 * message for anything else, so the setting's reader can name the variable.
 */
export function parseTrustProxy(raw: string): TrustProxy | { error: string } {
  const value = raw.trim().toLowerCase()
  if (['', '0', 'false', 'no', 'off'].includes(value)) return NO_TRUSTED_PROXY
  // The setting used to be a switch for one proxy; "true" keeps meaning exactly that.
  if (['true', 'yes', 'on'].includes(value)) return { kind: 'hops', hops: 1 }
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    if (hops > 10) return { error: `a hop count above 10 is surely a mistake, got "${raw}"` }
    return { kind: 'hops', hops }
  }
  const proxies = new BlockList()
  for (const entry of value.split(',').map((part) => part.trim())) {
    const [address = '', bits] = entry.split('/')
    const family = isIP(address)
    if (family === 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits))) {
      return {
        error: `must be 0, a number of proxies, or proxy addresses/CIDR ranges; "${entry}" is none of these`,
      }
    }
    const type = family === 4 ? 'ipv4' : 'ipv6'
    const prefix = bits === undefined ? null : Number(bits)
    if (prefix !== null && prefix > (family === 4 ? 32 : 128))
      return { error: `"${entry}" has a prefix longer than the address` }
    if (prefix === null) proxies.addAddress(address, type)
    else proxies.addSubnet(address, prefix, type)
  }
  return { kind: 'list', proxies }
}

/** "::ffff:10.0.0.1" is an IPv4 client on a dual-stack socket; rate limits see one address. */
function normalise(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return mapped?.[1] ?? address
}

function isTrustedProxy(proxies: BlockList, address: string): boolean {
  const family = isIP(address)
  return family !== 0 && proxies.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/**
 * Whether the socket's peer is one of our proxies, so that what it says about the request (its
 * X-Request-Id) may be believed. With a hop count, every peer is our nearest proxy.
 */
export function isFromTrustedProxy(trust: TrustProxy, socketAddress: string | null): boolean {
  if (trust.kind === 'none') return false
  if (trust.kind === 'hops') return trust.hops > 0
  return socketAddress !== null && isTrustedProxy(trust.proxies, normalise(socketAddress))
}

/**
 * The client's address: the socket's peer, or, behind trusted proxies, the right-most address
 * in X-Forwarded-For that none of our proxies added. A forwarded entry that is not an address
 * (a proxy we do not run wrote it, or hops is set too high) is not believed: the last trusted
 * hop stands for the client instead, which keeps a limit on it rather than none.
 */
export function resolveClientAddress(
  trust: TrustProxy,
  socketAddress: string | null,
  forwardedFor: string | undefined,
): string | null {
  const peer = socketAddress === null ? null : normalise(socketAddress)
  if (trust.kind === 'none' || !forwardedFor) return peer
  // Nearest hop first: the socket's peer, then X-Forwarded-For from right to left.
  const forwarded = forwardedFor
    .split(',')
    .map((entry) => normalise(entry.trim()))
    .reverse()
  let client = peer
  for (const [index, entry] of forwarded.entries()) {
    const writerIsOurs =
      trust.kind === 'hops'
        ? index < trust.hops
        : client !== null && isTrustedProxy(trust.proxies, client)
    if (!writerIsOurs) break
    if (isIP(entry) === 0) break
    client = entry
  }
  return client
}
