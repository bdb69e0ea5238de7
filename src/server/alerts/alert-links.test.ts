import { describe, expect, it } from 'vitest'

import { buildAlertLinks } from './alert-links.ts'
import { readAlertToken } from './alert-tokens.ts'

const secret = Buffer.alloc(32, 7)
const links = buildAlertLinks({
  origin: 'https://jobszw.co.zw',
  secret,
  alertId: '42',
  supportEmail: 'support@jobszw.co.zw',
})

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? ''

describe('buildAlertLinks', () => {
  it('links to the alert pages with tokens for their purpose', () => {
    expect(links.confirmUrl).toMatch(
      /^https:\/\/jobszw\.co\.zw\/alerts\/confirm\?token=42\.[\w-]{43}$/,
    )
    expect(links.manageUrl).toMatch(
      /^https:\/\/jobszw\.co\.zw\/alerts\/manage\?token=42\.[\w-]{43}$/,
    )
    expect(links.unsubscribeUrl).toBe(
      `https://jobszw.co.zw/alerts/unsubscribe?token=${tokenOf(links.manageUrl)}`,
    )
    expect(readAlertToken(secret, 'confirm', tokenOf(links.confirmUrl))).toBe('42')
    expect(readAlertToken(secret, 'manage', tokenOf(links.manageUrl))).toBe('42')
    // A confirmation link cannot unsubscribe, nor the other way round.
    expect(readAlertToken(secret, 'manage', tokenOf(links.confirmUrl))).toBeNull()
    expect(readAlertToken(secret, 'confirm', tokenOf(links.unsubscribeUrl))).toBeNull()
  })

  it('gives the one-click unsubscribe headers of RFC 8058, and a list id', () => {
    const token = tokenOf(links.manageUrl)
    expect(links.headers).toEqual({
      'List-Unsubscribe': `<https://jobszw.co.zw/alerts/unsubscribe?token=${token}>, <mailto:support@jobszw.co.zw?subject=unsubscribe%20${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': 'JobsZW job alerts <alerts.jobszw.co.zw>',
    })
  })

  it('takes the origin alone, and leaves the port out of the list id', () => {
    const local = buildAlertLinks({
      origin: 'http://localhost:8080/some/path',
      secret,
      alertId: '7',
      supportEmail: 'help@example.com',
    })
    expect(local.manageUrl).toMatch(/^http:\/\/localhost:8080\/alerts\/manage\?token=7\./)
    expect(local.headers['List-Id']).toBe('JobsZW job alerts <alerts.localhost>')
  })
})
