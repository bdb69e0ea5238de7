/**
 * Sends a form as JSON. Tells "the network is down" (nothing reached the server: keep the
 * draft, try later) from "the server said no" (show the error) from success.
 */
export type PostResult =
  { kind: 'ok' } | { kind: 'offline' } | { kind: 'failed'; status: number; message: string | null }

export async function postForm(
  endpoint: string,
  body: Record<string, string>,
): Promise<PostResult> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'offline' }
  let response: Response
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    return { kind: 'offline' }
  }
  if (response.ok) return { kind: 'ok' }
  let message: string | null = null
  try {
    message = ((await response.json()) as { error?: { message?: string } }).error?.message ?? null
  } catch {
    // Not our server's JSON (a form service, a proxy page): the status says enough.
  }
  console.warn(`Form submission to ${endpoint} failed:`, response.status, message)
  return { kind: 'failed', status: response.status, message }
}
