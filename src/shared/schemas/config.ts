/** What GET /api/config answers: what the app's forms (and alerts) need to know at run time. */
import * as v from 'valibot'

export const publicConfigSchema = v.pipe(
  v.object({
    turnstile: v.pipe(
      v.nullable(v.object({ siteKey: v.string(), scriptUrl: v.string() })),
      v.description('The bot check, or null when forms are not bot-checked'),
    ),
    contactEndpoint: v.string(),
    newsletterEndpoint: v.string(),
    supportEmail: v.string(),
    alerts: v.pipe(
      // A server from before alerts answers without it: no alerts there.
      v.optional(v.object({ enabled: v.boolean() }), { enabled: false }),
      v.description(
        'Job alerts by email: enabled is false when the site has no mail server, and POST ' +
          '/api/alerts answers 503 alerts_unavailable',
      ),
    ),
  }),
  v.title('PublicConfig'),
)

export type PublicConfig = v.InferOutput<typeof publicConfigSchema>
