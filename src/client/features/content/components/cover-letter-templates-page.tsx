import { useRef, useState } from 'react'

import { ContentPage } from '../../../components/content-page.tsx'
import {
  COVER_LETTER_DONTS,
  COVER_LETTER_DOS,
  COVER_LETTER_TEMPLATES,
  type CoverLetterTemplate,
} from '../data/cover-letters.ts'
import { copyTextOrSelect } from '../lib/copy-text.ts'
import { BackToCareerResources } from './back-link.tsx'
import styles from './cover-letter-templates-page.module.css'
import { PAGE_COPY } from '../../../seo/page-copy.ts'

const STATUS_TEXT = {
  copied: 'Copied. Paste it into your email or document and replace everything in [brackets].',
  selected: 'Copying did not work here, so the letter is selected: use your browser to copy it.',
} as const

function TemplateCard({ template }: { template: CoverLetterTemplate }) {
  const textRef = useRef<HTMLPreElement>(null)
  const [status, setStatus] = useState<keyof typeof STATUS_TEXT | null>(null)
  const headingId = `cover-letter-${template.id}`

  async function copy() {
    setStatus(await copyTextOrSelect(template.text, textRef.current))
  }

  return (
    <section aria-labelledby={headingId} className={styles.template}>
      <div className={styles.templateHeader}>
        <div>
          <h2 id={headingId} className={styles.templateTitle}>
            {template.title}
          </h2>
          <p className={styles.audience}>{template.audience}</p>
        </div>
        <button
          type="button"
          className="button button--primary js-only"
          onClick={() => void copy()}
        >
          Copy template<span className="visually-hidden">: {template.title}</span>
        </button>
      </div>
      <p role="status" className={styles.status}>
        {status && STATUS_TEXT[status]}
      </p>
      {/* Focused from script after a failed copy, with the letter selected, ready to copy. */}
      <pre ref={textRef} className={styles.letter} tabIndex={-1}>
        {template.text}
      </pre>
    </section>
  )
}

export function CoverLetterTemplatesPage() {
  return (
    <ContentPage
      title={PAGE_COPY.coverLetters.title}
      lead={PAGE_COPY.coverLetters.lead}
      before={<BackToCareerResources />}
    >
      <p className={styles.intro}>
        A good cover letter is short, specific and written for one job. Use these templates as a
        structure, not as a finished letter: an HR officer who reads fifty applications will notice
        a letter that was not written for them.
      </p>

      {COVER_LETTER_TEMPLATES.map((template) => (
        <TemplateCard key={template.id} template={template} />
      ))}

      <section aria-labelledby="cover-letter-tips" className={styles.tips}>
        <h2 id="cover-letter-tips" className={styles.tipsTitle}>
          Do&apos;s and don&apos;ts
        </h2>
        <div className={styles.tipsGrid}>
          <div className={styles.tipList}>
            <h3 className={styles.tipHeading}>Do</h3>
            <ul>
              {COVER_LETTER_DOS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </div>
          <div className={styles.tipList}>
            <h3 className={styles.tipHeading}>Don&apos;t</h3>
            <ul>
              {COVER_LETTER_DONTS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <p className={styles.footer}>
        <BackToCareerResources />
      </p>
    </ContentPage>
  )
}
