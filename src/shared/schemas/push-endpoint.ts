/**
 * The one rule for a Web Push endpoint, for the server's check (push.ts), the API description
 * (the same pattern) and the server's second look before each push. Browsers hand out endpoints
 * such as `https://fcm.googleapis.com/fcm/send/…`, always `https://`, a host, an optional port and an
 * optional path from `/`, each in the one form every URL parser reads alike (web-address.ts):
 * `https://127.0.0.1;.push.example/x` is a name to the WHATWG parser and host 127.0.0.1, port
 * 443, to Node's legacy `url.parse`, and is refused. Which hosts may be pushed to is the
 * server's list (PUSH_SERVICE_HOSTS).
 */
import {
  HOST_NAME as NAME,
  IPV4_ADDRESS as IPV4,
  PORT_NUMBER as PORT,
  PRINTABLE_PATH_CHARACTER,
} from '../web-address.ts'

const PATH = `/${PRINTABLE_PATH_CHARACTER}*`

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
