/**
 * The form page's heading and lead: shown by the page and written by the build into the page's
 * HTML for link previews (seo/site-pages.ts). Here rather than in seo/page-copy.ts, whose chunk
 * every content page loads and the worker precaches.
 */
export const POST_A_JOB_COPY = {
  title: 'Post a Job',
  lead: 'Free, and no account needed. Fill in the job, see it as job seekers will, and publish it from the link we email to your work address.',
} as const
