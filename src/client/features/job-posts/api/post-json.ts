/**
 * Every job-post call is a POST of JSON that answers JSON. The answer is one of three things the
 * page words differently: the data; nothing reached the server (keep everything, try later); or
 * the server's refusal, with the field it names (a 400's `parameter`) and how long to wait (a
 * 429's Retry-After).
 */
export type PostAnswer<T> =
  | { kind: 'ok'; status: number; data: T }
  | { kind: 'offline' }
  | {
      kind: 'failed'
      status: number
      code: string | null
      message: string | null
      parameter: string | null
      retryAfterSeconds: number | null
    }

export async function postJson<T>(path: string, body: unknown): Promise<PostAnswer<T>> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'offline' }
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      cache: 'no-store',
    })
  } catch {
    return { kind: 'offline' }
  }
  let json: unknown = null
  try {
    json = await response.json()
  } catch {
    // A proxy's page, or no body: the status says enough.
  }
  if (response.ok) return { kind: 'ok', status: response.status, data: json as T }
  const error = (json as { error?: { code?: string; message?: string; parameter?: string } })?.error
  const retryAfter = Number(response.headers.get('Retry-After'))
  return {
    kind: 'failed',
    status: response.status,
    code: error?.code ?? null,
    message: error?.message ?? null,
    parameter: error?.parameter ?? null,
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  }
}
