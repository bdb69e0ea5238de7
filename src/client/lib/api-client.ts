/**
 * The app's one way to call the jobs API: same origin, JSON, typed errors. It never touches the
 * UI; callers decide what an error looks like (SPEC.md §8).
 */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(readonly status: number) {
    super(`API error ${status}`)
  }
}

export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { signal, headers: { Accept: 'application/json' } })
  if (!response.ok) throw new ApiError(response.status)
  return (await response.json()) as T
}
