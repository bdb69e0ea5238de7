/** What GET /api/config answers: what the app's forms need to know at run time. */
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
  }),
  v.title('PublicConfig'),
)

export type PublicConfig = v.InferOutput<typeof publicConfigSchema>
