import { useState } from 'react'

import { ContentPage } from '../../../components/content-page.tsx'
import { useOnline } from '../../../hooks/use-online.ts'
import { downloadTextFile } from '../../../lib/download.ts'
import { toast } from '../../../lib/toast.ts'
import {
  describeResumeTemplate,
  resumeTemplates,
  type ResumeLevel,
} from '../data/resume-templates.ts'
import { BackToCareerResources } from './back-link.tsx'
import styles from './resume-template-page.module.css'

/**
 * A CV template page: overview, what to include, the two downloads and a preview. The Word file
 * is built with the site (scripts/vite-cv-templates.ts) and fetched; the text file is made on
 * the device, so it and the preview work offline.
 */
export function ResumeTemplatePage({ level }: { level: ResumeLevel }) {
  const template = resumeTemplates[level]
  const online = useOnline()
  const [saveFailed, setSaveFailed] = useState(false)
  const previewId = `resume-preview-${level}`
  // Said next to the button because every download costs the reader data.
  const sizeKb = Math.max(1, Math.round(new TextEncoder().encode(template.body).length / 1024))

  function download() {
    const saved = downloadTextFile(template.fileName, template.body, 'text/plain')
    setSaveFailed(!saved)
    if (saved) {
      toast.success('Template downloaded', { description: `Saved as ${template.fileName}` })
    }
  }

  return (
    <ContentPage
      title={template.title}
      lead={describeResumeTemplate(template)}
      before={<BackToCareerResources />}
    >
      <section className={styles.card} aria-labelledby="resume-overview">
        <h2 id="resume-overview" className={styles.heading}>
          Overview
        </h2>
        <p className={styles.overview}>{template.overview}</p>
        <h3 className={styles.subheading}>What to Include</h3>
        <ul className={styles.list}>
          {template.whatToInclude.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <div className={styles.actions}>
        <a
          className="button button--primary"
          // Not precached (docs/decisions/062): offline it is a disabled link, as a closed job's.
          {...(online
            ? { href: template.docxPath, download: true }
            : { role: 'link', 'aria-disabled': true })}
        >
          <DownloadIcon />
          Word file (.docx)
        </a>
        <button type="button" className="button js-only" onClick={download}>
          Plain text (.txt)
        </button>
        <span className={styles.fileName}>
          {online
            ? `For Word, Google Docs or WPS Office. The text file (${sizeKb} KB) is made on this device.`
            : `Offline: the Word file needs a connection. The text file (${sizeKb} KB) and the preview work offline.`}
        </span>
      </div>
      {saveFailed && (
        <p className={styles.error} role="alert">
          This browser could not save the file. Select the text in the preview below and copy it
          instead, or try again in another browser.
        </p>
      )}

      <section aria-labelledby={`${previewId}-title`} className={styles.previewSection}>
        <h2 id={`${previewId}-title`} className={styles.heading}>
          Preview
        </h2>
        <pre id={previewId} className={styles.preview} aria-labelledby={`${previewId}-title`}>
          {template.body}
        </pre>
      </section>
    </ContentPage>
  )
}

function DownloadIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" />
    </svg>
  )
}
