/**
 * `POST /api/adverts/check` with `{ text }`: the server checks the advert against every listing
 * it holds and answers in the check's own shape (AdvertCheck). Tells "the network is down"
 * (nothing reached the server: the phone checks instead) from "the server answered but did not
 * check" (say why) from an answer.
 */
import type { AdvertCheck, AdvertVerdict } from '#shared/advert-check/check-advert.ts'

export const ADVERT_CHECK_ENDPOINT = '/api/adverts/check'

/** A request that never answers on a failing mobile link is given up, and the phone checks. */
export const CHECK_TIMEOUT_MS = 15_000

export type OnlineCheck =
  | { kind: 'answered'; check: AdvertCheck }
  | { kind: 'unreachable' }
  | { kind: 'refused'; status: number; message: string | null; retryAfterSeconds: number | null }

const VERDICTS: readonly AdvertVerdict[] = ['matches', 'caution', 'unknown']

/** Enough of the shape for the page to draw it; anything else is not an answer. */
function isAdvertCheck(value: unknown): value is AdvertCheck {
  if (typeof value !== 'object' || value === null) return false
  const { verdict, matches, signals } = value as Partial<Record<keyof AdvertCheck, unknown>>
  return (
    VERDICTS.includes(verdict as AdvertVerdict) &&
    Array.isArray(matches) &&
    matches.every(
      (match: Partial<Record<string, unknown>>) =>
        typeof match.job_id === 'string' &&
        typeof match.title === 'string' &&
        typeof match.company === 'string' &&
        Array.isArray(match.differences),
    ) &&
    Array.isArray(signals)
  )
}

/** Retry-After as seconds from now: a number of seconds or an HTTP date; null when absent. */
export function readRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null
  if (/^\d+$/.test(value.trim())) return Number(value.trim())
  const at = Date.parse(value)
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000))
}

async function readErrorMessage(response: Response): Promise<string | null> {
  try {
    const { error } = (await response.json()) as { error?: { message?: unknown } }
    return typeof error?.message === 'string' ? error.message : null
  } catch {
    // Not our server's JSON (a proxy's page): the status says enough.
    return null
  }
}

export async function postAdvertCheck(text: string): Promise<OnlineCheck> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), CHECK_TIMEOUT_MS)
  let response: Response
  try {
    response = await fetch(ADVERT_CHECK_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ text }),
      signal: controller.signal,
    })
  } catch {
    return { kind: 'unreachable' }
  } finally {
    clearTimeout(timer)
  }
  if (response.ok) {
    const check: unknown = await response.json().catch(() => null)
    if (isAdvertCheck(check)) return { kind: 'answered', check }
    return { kind: 'refused', status: 502, message: null, retryAfterSeconds: null }
  }
  return {
    kind: 'refused',
    status: response.status,
    message: await readErrorMessage(response),
    retryAfterSeconds: readRetryAfter(response.headers.get('Retry-After')),
  }
}
