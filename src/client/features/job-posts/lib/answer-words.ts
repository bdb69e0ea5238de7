/** What a refused or unsent call means to the employer, in plain words. */
import type { PostAnswer } from '../api/post-json.ts'

export function failureWords(answer: Exclude<PostAnswer<unknown>, { kind: 'ok' }>): string {
  if (answer.kind === 'offline')
    return 'You are offline. Everything you typed is kept on this device; send it when you are back online.'
  if (answer.status === 429) {
    const wait = answer.retryAfterSeconds
    const after = wait
      ? ` Try again in ${wait < 120 ? `${wait} seconds` : `${Math.ceil(wait / 60)} minutes`}.`
      : ' Try again later.'
    return `Too many tries from this connection.${after} What you typed is kept.`
  }
  if (answer.status === 503 && answer.code === 'job_posts_unavailable')
    return 'Posting jobs is not set up on this site yet. What you typed is kept on this device.'
  if (answer.status === 404 && answer.code === 'invalid_token')
    return 'This link is not valid any more. It may have been replaced by a newer one: use the latest email we sent.'
  if (answer.status === 403)
    return 'The check that you are a person did not pass. Please try it again, then send.'
  if (answer.status >= 500)
    return 'The site could not take it just now. What you typed is kept; please try again in a few minutes.'
  return answer.message ?? 'It was not accepted. Please check the form and try again.'
}
