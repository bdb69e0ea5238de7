/** After a post was sent: where the link went and what to do next. */
export function CheckEmail({ address, onAnother }: { address: string; onAnother(): void }) {
  return (
    <div className="jp-box jp-box--ok" role="status">
      <h2 tabIndex={-1} id="post-sent-title">
        Check your email
      </h2>
      <p>
        We sent a link to <strong>{address}</strong>. Open it to publish your job.
      </p>
      <p>
        Nothing there? Look in spam or promotions, and check the address. The email also gives you a
        private link to edit the job, mark it filled or change its closing date.
      </p>
      <button type="button" className="button" onClick={onAnother}>
        Post another job
      </button>
    </div>
  )
}
