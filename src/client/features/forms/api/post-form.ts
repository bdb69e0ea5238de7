/**
 * Sends a form as JSON. Tells "the network is down" (nothing reached the server: keep the
 * draft, try later) from "the server said no" (show the error) from success.
 */
export type PostResult =
  | { kind: 'ok' }
  | { kind: 'offline' }
  /** `parameter`: the field the server's refusal names (a 400), for a message beside it */
  | { kind: 'failed'; status: number; message: string | null; parameter: string | null }

/** A form's fields: text, none (an optional field left empty), or a list (an alert's filters). */
export type FormBody = Record<string, string | null | readonly string[]>

export async function postForm(endpoint: string, body: FormBody): Promise<PostResult> {
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
  let parameter: string | null = null
  try {
    const { error } = (await response.json()) as {
      error?: { message?: string; parameter?: string }
    }
    message = error?.message ?? null
    parameter = error?.parameter ?? null
  } catch {
    // Not our server's JSON (a form service, a proxy page): the status says enough.
  }
  console.warn(`Form submission to ${endpoint} failed:`, response.status, message)
  return { kind: 'failed', status: response.status, message, parameter }
}
