/**
 * A form's send button: held until the bot check has passed, and saying "Sending..." while the
 * post is on its way, so a second tap cannot send twice.
 */
export function SendButton({
  verified,
  label,
}: {
  verified: { sending: boolean; isVerified: boolean }
  label: string
}) {
  return (
    <button
      type="submit"
      className="button button--primary"
      disabled={verified.sending || !verified.isVerified}
    >
      {verified.sending ? 'Sending...' : label}
    </button>
  )
}
