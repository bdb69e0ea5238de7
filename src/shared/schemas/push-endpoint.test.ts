import { describe, expect, it } from 'vitest'

import { PUSH_ENDPOINT } from './push-endpoint.ts'

describe('PUSH_ENDPOINT', () => {
  it('takes a port only where a URL can have one: 1 to 65535', () => {
    const withPort = (port: string) => `https://fcm.googleapis.com:${port}/fcm/send/x`
    for (const port of ['1', '443', '8443', '59999', '65535'])
      expect(PUSH_ENDPOINT.test(withPort(port)), port).toBe(true)
    // The WHATWG parser refuses these, so the server would: the pattern must too (it is the
    // API description's).
    for (const port of ['0', '65536', '70000', '98193', '99999', '0443'])
      expect(PUSH_ENDPOINT.test(withPort(port)), port).toBe(false)
  })
})
