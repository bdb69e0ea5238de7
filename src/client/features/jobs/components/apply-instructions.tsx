/**
 * A job's how-to-apply text ("Apply by email to hr@example.co.zw (subject: Ref 12)", "Hand in
 * your CV at the main gate"), with each email address a link: on a phone one tap opens the mail
 * app with the address (and the subject, when the text names one) filled in.
 */
import styles from './job-detail.module.css'

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi
const SUBJECT = /\(subject: ([^)]{1,200})\)/i

export function ApplyInstructions({ text }: { text: string }) {
  const subject = SUBJECT.exec(text)?.[1]
  const parts: (string | { email: string })[] = []
  let last = 0
  for (const match of text.matchAll(EMAIL)) {
    parts.push(text.slice(last, match.index), { email: match[0] })
    last = match.index + match[0].length
  }
  parts.push(text.slice(last))
  return (
    <p className={styles.instructions}>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a
            key={index}
            href={`mailto:${part.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`}
          >
            {part.email}
          </a>
        ),
      )}
    </p>
  )
}
