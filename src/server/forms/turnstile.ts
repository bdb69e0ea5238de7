/**
 * Server-side check of a Cloudflare Turnstile token (never from the browser). The siteverify
 * URL is configuration so tests point it at a local server. Tokens are single-use and live
 * 300 s, so a failed form is never replayed with an old token.
 */
export type VerifyResult =
  { ok: true } | { ok: false; reason: 'missing' | 'rejected' | 'unavailable'; codes: string[] }

export interface TurnstileVerifier {
  verify(token: string | null, remoteIp: string | null): Promise<VerifyResult>
}

export function createTurnstileVerifier({
  secret,
  verifyUrl,
  timeoutMs = 8000,
}: {
  secret: string
  verifyUrl: string
  timeoutMs?: number
}): TurnstileVerifier {
  return {
    async verify(token, remoteIp) {
      if (!token) return { ok: false, reason: 'missing', codes: ['missing-input-response'] }
      const form = new URLSearchParams({ secret, response: token })
      if (remoteIp) form.set('remoteip', remoteIp)
      try {
        const response = await fetch(verifyUrl, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        })
        if (!response.ok)
          return { ok: false, reason: 'unavailable', codes: [`http-${response.status}`] }
        const result = (await response.json()) as { success?: unknown; 'error-codes'?: unknown }
        if (result.success === true) return { ok: true }
        const codes = Array.isArray(result['error-codes']) ? result['error-codes'].map(String) : []
        return { ok: false, reason: 'rejected', codes }
      } catch (error) {
        return { ok: false, reason: 'unavailable', codes: [(error as Error).name] }
      }
    },
  }
}

/** When no secret is configured (local installs) forms are accepted without a bot check. */
export const noVerification: TurnstileVerifier = { verify: async () => ({ ok: true }) }
