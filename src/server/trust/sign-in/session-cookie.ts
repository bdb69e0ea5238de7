/**
 * The console's session cookie: HttpOnly (no script reads it), SameSite=Strict (no other site's
 * page sends it), Secure with the __Host- prefix when the site is served over https (PUBLIC_ORIGIN),
 * and no longer-lived than a session can be.
 */
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'

import { SESSION_ABSOLUTE_MS } from './operator-sessions.repo.ts'

export interface SessionCookie {
  read(c: Context): string | undefined
  write(c: Context, token: string): void
  clear(c: Context): void
}

export function sessionCookie(publicOrigin: string | null): SessionCookie {
  const secure = publicOrigin?.startsWith('https:') ?? false
  // __Host- binds the cookie to this exact host over https; plain http (a local install) cannot.
  const name = secure ? '__Host-operator' : 'operator_session'
  const options = { path: '/', httpOnly: true, secure, sameSite: 'Strict' } as const
  return {
    read: (c) => getCookie(c, name),
    write: (c, token) =>
      setCookie(c, name, token, { ...options, maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000) }),
    clear: (c) => {
      deleteCookie(c, name, options)
    },
  }
}
