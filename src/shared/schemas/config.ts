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
      // A server from before alerts answers without it: no alerts there. One from before push
      // alerts were offered on their own answers without `push`: none offered alone there.
      v.optional(v.object({ enabled: v.boolean(), push: v.optional(v.boolean(), false) }), {
        enabled: false,
        push: false,
      }),
      v.description(
        'Job alerts: enabled (by email) is false when the site has no mail server, and POST ' +
          '/api/alerts answers 503 alerts_unavailable; push is true when the site sends push ' +
          'alerts (ALERTS_SCHEDULE is not off), which the app then offers without email',
      ),
    ),
    jobPosts: v.pipe(
      // A server from before employer posts answers without it: no posting there.
      v.optional(v.object({ enabled: v.boolean() }), { enabled: false }),
      v.description(
        'Employers posting jobs (/post-a-job): enabled is false when the site has no mail ' +
          'server (a post is confirmed by email), and POST /api/job-posts answers 503 ' +
          'job_posts_unavailable',
      ),
    ),
  }),
  v.title('PublicConfig'),
)

export type PublicConfig = v.InferOutput<typeof publicConfigSchema>
