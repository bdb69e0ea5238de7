/**
 * The console's cookies: the session, and the device cookie that marks a browser its operator
 * signed in from (decision 034). Both are HttpOnly (no script reads them), SameSite=Strict (no
 * other site's page sends them), Secure with the __Host- prefix when the site is served over
 * https (PUBLIC_ORIGIN), and no longer-lived than what they name.
 */
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'

import { DEVICE_LIFETIME_MS } from './operator-devices.repo.ts'
import { SESSION_ABSOLUTE_MS } from './operator-sessions.repo.ts'

export interface ConsoleCookie {
  read(c: Context): string | undefined
  write(c: Context, token: string): void
  clear(c: Context): void
}

function consoleCookie(
  publicOrigin: string | null,
  names: { plain: string; secure: `__Host-${string}` },
  maxAgeMs: number,
): ConsoleCookie {
  const secure = publicOrigin?.startsWith('https:') ?? false
  // __Host- binds the cookie to this exact host over https; plain http (a local install) cannot.
  const name = secure ? names.secure : names.plain
  const options = { path: '/', httpOnly: true, secure, sameSite: 'Strict' } as const
  return {
    read: (c) => getCookie(c, name),
    write: (c, token) =>
      setCookie(c, name, token, { ...options, maxAge: Math.floor(maxAgeMs / 1000) }),
    clear: (c) => {
      deleteCookie(c, name, options)
    },
  }
}

export const sessionCookie = (publicOrigin: string | null) =>
  consoleCookie(
    publicOrigin,
    { plain: 'operator_session', secure: '__Host-operator' },
    SESSION_ABSOLUTE_MS,
  )

/** Kept at sign-out: it says the browser is known, not that anyone is signed in. */
export const deviceCookie = (publicOrigin: string | null) =>
  consoleCookie(
    publicOrigin,
    { plain: 'operator_device', secure: '__Host-operator-device' },
    DEVICE_LIFETIME_MS,
  )
