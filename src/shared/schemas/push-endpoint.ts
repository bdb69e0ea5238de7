/**
 * The one rule for a Web Push endpoint, for the server's check (push.ts), the API description
 * (the same pattern) and the server's second look before each push. Browsers hand out endpoints
 * such as `https://fcm.googleapis.com/fcm/send/…`, always in this shape:
 *
 * - `https://`, then a host of letters, digits, dots and hyphens: a name whose last label starts
 *   with a letter, or an IPv4 address written as four plain numbers;
 * - an optional port from 1 to 65535, without leading zeros;
 * - an optional path from `/`, of printable ASCII other than `\`.
 *
 * No userinfo, no brackets, no `%`, `;` or other punctuation in the host, no trailing dot, no
 * space or control character anywhere. That leaves nothing for two URL parsers to read
 * differently: `https://127.0.0.1;.push.example/x` is a name to the WHATWG parser and host
 * 127.0.0.1, port 443, to Node's legacy `url.parse`. A numeric last label is refused because the
 * WHATWG parser reads such a host as IPv4 (`0x7f.0.0.1`, `2130706433` and `127.1` are all
 * 127.0.0.1). Which hosts may be pushed to is the server's list (PUSH_SERVICE_HOSTS).
 */

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
const LAST_LABEL = '[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
const NAME = `(?:${LABEL}\\.)*${LAST_LABEL}`
const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])'
const IPV4 = `${OCTET}(?:\\.${OCTET}){3}`
// 1 to 65535, without leading zeros: a larger port is no URL to the WHATWG parser.
const PORT =
  '(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3})'
// Printable ASCII (U+0021-U+007E) without the backslash (U+005C), which WHATWG reads as "/".
const PATH = '/[\\x21-\\x5b\\x5d-\\x7e]*'

/** A host name as push endpoints carry it (also the form of PUSH_SERVICE_HOSTS entries). */
export const PUSH_HOST_NAME = new RegExp(`^${NAME}$`)
/** An IPv4 address in the one form every parser reads alike. */
export const PUSH_HOST_ADDRESS = new RegExp(`^${IPV4}$`)
/** A push endpoint; group 1 is its host as written. */
export const PUSH_ENDPOINT = new RegExp(`^https://(${NAME}|${IPV4})(?::${PORT})?(?:${PATH})?$`)

/** The endpoint's host, lower-cased, when it has the shape of a push endpoint; else null. */
export function pushEndpointHost(endpoint: string): string | null {
  return PUSH_ENDPOINT.exec(endpoint)?.[1]?.toLowerCase() ?? null
}
