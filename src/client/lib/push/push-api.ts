/**
 * The /api/push calls (src/server/routes/push.routes.ts), for the page's push code. Each
 * answers whether it worked; none throws for a network that is down or a refusal, since push
 * is an extra that must never break the page that offers it.
 */
import type { AlertSearch } from '#shared/alert-search.ts'
import type { AlertFrequency } from '#shared/schemas/alerts.ts'

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' }

async function call(path: string, method: string, body?: unknown): Promise<Response | null> {
  try {
    const response = await fetch(path, {
      method,
      headers: JSON_HEADERS,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    if (!response.ok) console.warn(`${method} ${path} answered ${response.status}`)
    return response
  } catch {
    // offline, or the server is away: the next change or start sends it again
    return null
  }
}

/** The site's VAPID public key, or null when it cannot be had now. */
export async function getPushKey(): Promise<string | null> {
  const response = await call('/api/push/key', 'GET')
  if (!response?.ok) return null
  const { publicKey } = (await response.json()) as { publicKey?: unknown }
  return typeof publicKey === 'string' ? publicKey : null
}

export async function putPushSubscription(body: {
  subscription: PushSubscriptionJSON
  savedJobIds: readonly string[]
  previousEndpoint: string | null
}): Promise<boolean> {
  return (await call('/api/push/subscription', 'PUT', body))?.ok ?? false
}

export async function deletePushSubscription(endpoint: string): Promise<boolean> {
  return (await call('/api/push/subscription', 'DELETE', { endpoint }))?.ok ?? false
}

/** A push alert for the subscription at `endpoint`; its id, or null. */
export async function postPushAlert(
  endpoint: string,
  search: AlertSearch,
  frequency: AlertFrequency,
): Promise<string | null> {
  const response = await call('/api/push/alerts', 'POST', { endpoint, ...search, frequency })
  if (!response?.ok) return null
  const { id } = (await response.json()) as { id?: unknown }
  return typeof id === 'string' ? id : null
}

export async function deletePushAlert(id: string, endpoint: string): Promise<boolean> {
  const query = new URLSearchParams({ endpoint })
  const response = await call(`/api/push/alerts/${encodeURIComponent(id)}?${query}`, 'DELETE')
  return response?.ok ?? false
}
