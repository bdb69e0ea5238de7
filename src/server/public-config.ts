/**
 * What GET /api/config tells the app about this site (src/shared/schemas/config.ts), from its
 * settings: the bot check, where the forms go, and which offers can work here. Email alerts
 * and employers' posts need mail (SMTP_URL). Push alerts need no mail, and their keys are made
 * on first use (push/vapid-keys.ts): they work unless ALERTS_SCHEDULE, on which they are sent,
 * is off. The app offers each only then (docs/decisions/061).
 */
import type { PublicConfig } from '#shared/schemas/config.ts'

import type { Env } from './env.ts'

export function toPublicConfig(
  env: Pick<
    Env,
    'turnstile' | 'contactEndpoint' | 'newsletterEndpoint' | 'supportEmail' | 'alerts'
  > & { mail: Pick<Env['mail'], 'smtpUrl'> },
): PublicConfig {
  const { turnstile } = env
  const mail = env.mail.smtpUrl !== null
  return {
    turnstile: turnstile.siteKey
      ? { siteKey: turnstile.siteKey, scriptUrl: turnstile.scriptUrl }
      : null,
    contactEndpoint: env.contactEndpoint,
    newsletterEndpoint: env.newsletterEndpoint,
    supportEmail: env.supportEmail,
    alerts: { enabled: mail, push: env.alerts.schedule !== null },
    jobPosts: { enabled: mail },
  }
}
