import type { PublicConfig } from '#shared/schemas/config.ts'

/**
 * Used until the config arrives, and when it cannot be fetched (offline). A module of its own:
 * only the forms' pages read it, and get-form-config.ts is in every first visit (the lists' alert
 * offer asks for the config).
 */
export const FALLBACK_FORM_CONFIG: PublicConfig = {
  turnstile: null,
  contactEndpoint: '/api/contact',
  newsletterEndpoint: '/api/newsletter',
  supportEmail: 'support@jobszw.co.zw',
  alerts: { enabled: false, push: false },
  jobPosts: { enabled: false },
}
