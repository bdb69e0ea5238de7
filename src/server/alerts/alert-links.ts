/**
 * The links every alert email carries, and its list headers. One-click unsubscribe (RFC 8058):
 * List-Unsubscribe names an https URL that a mail provider POSTs "List-Unsubscribe=One-Click"
 * to, plus a mailto: for older readers, and List-Unsubscribe-Post says the URL takes that POST.
 * Unsubscribing and the manage page share the 'manage' token; confirming has its own, so a
 * link prefetched from one email can never do what another link was for.
 */
import { SITE_NAME } from '#shared/site.ts'

import { makeAlertToken } from './alert-tokens.ts'

export interface AlertLinks {
  confirmUrl: string
  manageUrl: string
  /** the one-click URL: POST ends the alert, GET asks first (mail scanners follow links) */
  unsubscribeUrl: string
  headers: {
    'List-Unsubscribe': string
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click'
    'List-Id': string
  }
}

/** `origin`: PUBLIC_ORIGIN, or the origin of the request that asked for the alert. */
export function buildAlertLinks({
  origin,
  secret,
  alertId,
  supportEmail,
}: {
  origin: string
  secret: Buffer
  alertId: string
  supportEmail: string
}): AlertLinks {
  const base = new URL(origin)
  const confirmToken = makeAlertToken(secret, 'confirm', alertId)
  const manageToken = makeAlertToken(secret, 'manage', alertId)
  // Tokens are digits, a dot and base64url: nothing in them needs escaping in a URL.
  const confirmUrl = `${base.origin}/alerts/confirm?token=${confirmToken}`
  const manageUrl = `${base.origin}/alerts/manage?token=${manageToken}`
  const unsubscribeUrl = `${base.origin}/alerts/unsubscribe?token=${manageToken}`
  const mailto = `mailto:${supportEmail}?subject=${encodeURIComponent(`unsubscribe ${manageToken}`)}`
  return {
    confirmUrl,
    manageUrl,
    unsubscribeUrl,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>, <${mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      // RFC 2919: a name for the list under a host we own; the port is no part of it.
      'List-Id': `${SITE_NAME} job alerts <alerts.${base.hostname}>`,
    },
  }
}
