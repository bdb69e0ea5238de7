/**
 * The private links a post's emails carry. The token goes in the fragment (`#token=`): a browser
 * never sends it in a request, so it stays out of server and proxy logs and Referer headers,
 * and opening the link changes nothing; the page's buttons POST it.
 */
export function postLinks(origin: string) {
  const base = new URL(origin).origin
  return {
    confirmUrl: (token: string) => `${base}/post-a-job/confirm#token=${token}`,
    manageUrl: (token: string) => `${base}/post-a-job/manage#token=${token}`,
    jobUrl: (jobId: string) => `${base}/job/${encodeURIComponent(jobId)}`,
    postUrl: `${base}/post-a-job`,
  }
}
