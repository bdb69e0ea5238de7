import { copyText } from '../../../lib/copy-text.ts'
import { whatsAppShareLink } from '../../../lib/share-links.ts'
import { useSiteOrigin } from '../../../lib/site-origin.ts'
import { toast } from '../../../lib/toast.ts'
import type { CheckAnswer } from '../lib/check-answer.ts'
import { shareAnswerText } from '../lib/share-answer.ts'

/**
 * Share the answer, WhatsApp first (where forwarded adverts travel), then the phone's own share
 * sheet, or a copy where there is none. The text stands on its own (share-answer.ts).
 */
export function ShareAnswer({ answer }: { answer: CheckAnswer }) {
  const text = shareAnswerText(answer, useSiteOrigin())
  // Only ever drawn in the browser: an answer comes after the page has taken over.
  const canShare = typeof navigator.share === 'function'

  async function shareOtherwise() {
    if (canShare) {
      try {
        await navigator.share({ text })
      } catch {
        // A cancelled or failed share says nothing, as the job's Share menu does.
      }
      return
    }
    await copyText(text)
    toast.success('Answer copied', { description: 'Paste it into a message.' })
  }

  return (
    <section aria-labelledby="share-answer" className="ac-share">
      <h3 id="share-answer">Share the answer</h3>
      <div className="ac-actions">
        <a
          className="button button--primary"
          href={whatsAppShareLink(text)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Share on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <button type="button" className="button" onClick={() => void shareOtherwise()}>
          {canShare ? 'Share another way' : 'Copy the answer'}
        </button>
      </div>
    </section>
  )
}
