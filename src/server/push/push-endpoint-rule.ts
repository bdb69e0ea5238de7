/**
 * Which endpoints the server pushes to: the shared shape (shared/schemas/push-endpoint.ts), read
 * again by the WHATWG parser to the same host, and that host on the list of push services
 * (PUSH_SERVICE_HOSTS). Endpoints come from browsers, that is from anyone: without the list, a
 * stored endpoint could point the ingest process at any HTTPS server, internal ones included.
 *
 * The list holds host names (`fcm.googleapis.com`, that host only), wildcards (`*.notify.windows.com`,
 * any host under it, not the domain itself) and IPv4 addresses (tests' stand-ins on
 * 127.0.0.1). Only an address on the list lets a push reach a private or loopback address
 * (push-agent.ts); a name on it never does, so a listed name that resolves inward is refused.
 */
import {
  PUSH_HOST_ADDRESS,
  PUSH_HOST_NAME,
  pushEndpointHost,
} from '#shared/schemas/push-endpoint.ts'

/** PUSH_SERVICE_HOSTS entries, lower case. */
export type PushServiceHosts = readonly string[]

/**
 * The browsers' push services: Chrome, Edge's Chromium and most Android browsers (FCM), Firefox
 * (updates.push.services.mozilla.com), Windows (wns2-….notify.windows.com) and Safari
 * (web.push.apple.com, under *.push.apple.com).
 */
export const DEFAULT_PUSH_SERVICE_HOSTS: PushServiceHosts = [
  'fcm.googleapis.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  '*.push.apple.com',
]

/** A PUSH_SERVICE_HOSTS value (comma-separated), or why it cannot be one. */
export function parsePushServiceHosts(text: string): { hosts: string[] } | { error: string } {
  const hosts = text
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
  if (hosts.length === 0) return { error: 'must name at least one push service host' }
  const wrong = hosts.find((entry) => !isEntry(entry))
  if (wrong !== undefined)
    return {
      error:
        `"${wrong}" is not a host name, *.domain (at least two labels) or IPv4 address, ` +
        'e.g. "fcm.googleapis.com,*.push.services.mozilla.com"',
    }
  return { hosts }
}

function isEntry(entry: string): boolean {
  if (entry.startsWith('*.')) {
    const domain = entry.slice(2)
    // "*.com" would let any .com server be pushed to.
    return PUSH_HOST_NAME.test(domain) && domain.includes('.')
  }
  return PUSH_HOST_NAME.test(entry) || PUSH_HOST_ADDRESS.test(entry)
}

/** Whether `host` (lower case) is on the list: equal to an entry, or under a `*.` entry. */
export function isPushServiceHost(host: string, hosts: PushServiceHosts): boolean {
  // "*.x.com".slice(1) is ".x.com": a host under it, never x.com itself nor evilx.com.
  return hosts.some((entry) =>
    entry.startsWith('*.') ? host.endsWith(entry.slice(1)) : host === entry,
  )
}

/** The addresses on the list: the only private or loopback ones a push may connect to. */
export function pushServiceAddresses(hosts: PushServiceHosts): ReadonlySet<string> {
  return new Set(hosts.filter((entry) => PUSH_HOST_ADDRESS.test(entry)))
}

/**
 * Why pushes to `endpoint` are refused, in words for a log line or a 400; null when they may be
 * sent. The URL is parsed only after the shape held, and its host must come back as written.
 */
export function refusePushEndpoint(endpoint: string, hosts: PushServiceHosts): string | null {
  const written = pushEndpointHost(endpoint)
  if (written === null) return 'it is not https:// with a host of letters, digits, dots and hyphens'
  // The shape leaves the WHATWG parser nothing to change; this holds it to that.
  const parsed = URL.canParse(endpoint) ? new URL(endpoint).hostname : null
  if (parsed !== written) return 'a URL parser reads another host in it'
  if (!isPushServiceHost(written, hosts)) return `${written} is not in PUSH_SERVICE_HOSTS`
  return null
}
