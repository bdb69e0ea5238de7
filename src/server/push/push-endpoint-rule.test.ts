import { describe, expect, it } from 'vitest'

import {
  DEFAULT_PUSH_SERVICE_HOSTS,
  isPushServiceHost,
  parsePushServiceHosts,
  pushServiceAddresses,
  refusePushEndpoint,
} from './push-endpoint-rule.ts'

const refuse = (endpoint: string, hosts = DEFAULT_PUSH_SERVICE_HOSTS) =>
  refusePushEndpoint(endpoint, hosts)
const SHAPE = 'it is not https:// with a host of letters, digits, dots and hyphens'

describe('refusePushEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/cXyz:APA91bH-a_b~c',
    'https://FCM.googleapis.com/fcm/send/x',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABh-x_y=',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD%2bXyz%3d',
    'https://web.push.apple.com/QGuQyavXutnMH8',
    'https://api.push.apple.com/3/device/x',
    'https://fcm.googleapis.com:443/fcm/send/x',
  ])('lets the browsers’ push services through: %s', (endpoint) => {
    expect(refuse(endpoint)).toBeNull()
  })

  it.each([
    ['https://127.0.0.1;.push.example/x', SHAPE],
    ['https://127.0.0.1;.x/', SHAPE],
    ['https://a@127.0.0.1/', SHAPE],
    ['https://[::1]/', SHAPE],
    ['https://0x7f.0.0.1/', SHAPE],
    ['https://2130706433/', SHAPE],
    ['https://127.1/', SHAPE],
    ['https://%31%32%37.0.0.1/', SHAPE],
    ['https://fcm%2egoogleapis.com/x', SHAPE],
    ['https://fcm.googleapis.com./x', SHAPE],
    ['https://fcm.googleapis.com/x\u0000', SHAPE],
    ['https://fcm.googleapis.com/x\u007f', SHAPE],
    ['http://fcm.googleapis.com/x', SHAPE],
    ['https://-fcm.googleapis.com/x', SHAPE],
    // a port above 65535: the shape refuses it, as the API description (its pattern) must
    ['https://fcm.googleapis.com:99999/x', SHAPE],
    // the shape holds, and the WHATWG parser refuses it (an invalid punycode label): never
    // pushed to
    ['https://xn--a.push.apple.com/x', 'a URL parser reads another host in it'],
    ['https://127.0.0.1/x', '127.0.0.1 is not in PUSH_SERVICE_HOSTS'],
    [
      'https://fcm.googleapis.com.evil.example/x',
      'fcm.googleapis.com.evil.example is not in PUSH_SERVICE_HOSTS',
    ],
    ['https://push.apple.com/x', 'push.apple.com is not in PUSH_SERVICE_HOSTS'],
    ['https://evilpush.apple.com/x', 'evilpush.apple.com is not in PUSH_SERVICE_HOSTS'],
  ])('refuses %j: %s', (endpoint, reason) => {
    expect(refuse(endpoint)).toBe(reason)
  })

  it('takes an address only when the list names it', () => {
    expect(refuse('https://127.0.0.1:8443/push/x', ['127.0.0.1'])).toBeNull()
    expect(refuse('https://127.0.0.2/push/x', ['127.0.0.1'])).toBe(
      '127.0.0.2 is not in PUSH_SERVICE_HOSTS',
    )
    // still the shape first: a listed address does not let the parser trick through
    expect(refuse('https://127.0.0.1;.x/', ['127.0.0.1'])).toBe(SHAPE)
    expect(refuse('https://0x7f.0.0.1/', ['127.0.0.1'])).toBe(SHAPE)
  })
})

describe('parsePushServiceHosts (PUSH_SERVICE_HOSTS)', () => {
  it('reads names, *.domains and IPv4 addresses, in lower case', () => {
    expect(parsePushServiceHosts(' FCM.googleapis.com , *.Push.Apple.com,,127.0.0.1 ')).toEqual({
      hosts: ['fcm.googleapis.com', '*.push.apple.com', '127.0.0.1'],
    })
  })

  it.each([
    ',',
    'https://fcm.googleapis.com',
    'fcm.googleapis.com/x',
    '*.com',
    '*',
    'a.*.example',
    '::1',
    '[::1]',
    '0x7f.0.0.1',
    '127.1',
    'fcm.googleapis.com.',
    'push_service.example',
  ])('refuses %j', (text) => {
    expect(parsePushServiceHosts(text)).toEqual({ error: expect.any(String) as string })
  })
})

describe('isPushServiceHost and pushServiceAddresses', () => {
  it('matches an entry exactly, or a host under a *. entry', () => {
    const hosts = ['fcm.googleapis.com', '*.notify.windows.com']
    expect(isPushServiceHost('fcm.googleapis.com', hosts)).toBe(true)
    expect(isPushServiceHost('x.fcm.googleapis.com', hosts)).toBe(false)
    expect(isPushServiceHost('wns2-par02p.notify.windows.com', hosts)).toBe(true)
    expect(isPushServiceHost('notify.windows.com', hosts)).toBe(false)
    expect(isPushServiceHost('evilnotify.windows.com', hosts)).toBe(false)
  })

  it('lets only listed addresses past the private-address check, never a name', () => {
    expect([...pushServiceAddresses(['localhost', '127.0.0.1', '*.push.apple.com'])]).toEqual([
      '127.0.0.1',
    ])
    expect(pushServiceAddresses(DEFAULT_PUSH_SERVICE_HOSTS).size).toBe(0)
  })
})
