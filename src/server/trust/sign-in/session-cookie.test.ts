import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'

import { deviceCookie, sessionCookie } from './session-cookie.ts'

async function setCookieFor(publicOrigin: string | null): Promise<string> {
  const cookie = sessionCookie(publicOrigin)
  const app = new Hono().get('/', (c) => {
    cookie.write(c, 'abc.def')
    return c.text('ok')
  })
  return (await app.request('/')).headers.get('set-cookie') ?? ''
}

describe('sessionCookie', () => {
  it('is HttpOnly, SameSite=Strict, host-only and lives no longer than a session', async () => {
    const header = await setCookieFor('http://localhost:3000')
    expect(header).toMatch(/^operator_session=abc\.def;/)
    expect(header).toContain('HttpOnly')
    expect(header).toContain('SameSite=Strict')
    expect(header).toContain('Path=/')
    expect(header).toContain('Max-Age=28800')
    expect(header).not.toContain('Domain')
    expect(header).not.toContain('Secure')
  })

  it('is Secure with the __Host- prefix when the site is on https', async () => {
    const header = await setCookieFor('https://jobs.example')
    expect(header).toMatch(/^__Host-operator=abc\.def;/)
    expect(header).toContain('Secure')
  })

  it('reads back only its own name', async () => {
    const cookie = sessionCookie(null)
    const app = new Hono().get('/', (c) => c.text(cookie.read(c) ?? 'none'))
    const read = (value: string) => app.request('/', { headers: { cookie: value } })
    expect(await (await read('operator_session=x.y')).text()).toBe('x.y')
    expect(await (await read('__Host-operator=x.y')).text()).toBe('none')
  })

  it('has a device cookie beside it, as guarded, living as long as a device is known', async () => {
    const written = async (publicOrigin: string) => {
      const cookie = deviceCookie(publicOrigin)
      const app = new Hono().get('/', (c) => {
        cookie.write(c, 'dev.secret')
        return c.text('ok')
      })
      return (await app.request('/')).headers.get('set-cookie') ?? ''
    }
    const plain = await written('http://localhost:3000')
    expect(plain).toMatch(/^operator_device=dev\.secret;/)
    expect(plain).toContain('HttpOnly')
    expect(plain).toContain('SameSite=Strict')
    expect(plain).toContain(`Max-Age=${180 * 24 * 60 * 60}`)
    const secure = await written('https://jobs.example')
    expect(secure).toMatch(/^__Host-operator-device=dev\.secret;/)
    expect(secure).toContain('Secure')
  })
})
