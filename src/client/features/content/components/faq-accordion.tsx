import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'

import { MarkdownContent } from '../../../components/markdown-content.tsx'
import type { FaqCategory } from '../data/faq.ts'
import styles from './faq-accordion.module.css'
import { FaqIcon } from './faq-icon.tsx'

/**
 * The FAQ categories as an accordion (WAI-ARIA accordion pattern): each header is a button in an
 * h2 that controls a labelled region. One category is open at a time, the first by default.
 * Enter and Space work because the headers are native buttons.
 */
export function FaqAccordion({ categories }: { categories: readonly FaqCategory[] }) {
  const baseId = useId()
  const [openIndex, setOpenIndex] = useState<number | null>(0)
  // Set when the reader opens a category, so that the effect below only runs after a click.
  const openedByReader = useRef(false)
  const headerRefs = useRef<(HTMLButtonElement | null)[]>([])

  // Opening a category closes the one above it, which pulls the opened header up, possibly off
  // the top of the screen; bring it back so the reader sees what they opened.
  useEffect(() => {
    if (!openedByReader.current || openIndex === null) return
    openedByReader.current = false
    const header = headerRefs.current[openIndex]
    if (header && header.getBoundingClientRect().top < 0 && 'scrollIntoView' in header) {
      header.scrollIntoView({ block: 'start' })
    }
  }, [openIndex])

  function toggle(index: number) {
    openedByReader.current = openIndex !== index
    setOpenIndex(openIndex === index ? null : index)
  }

  return (
    <div className={styles.accordion}>
      {categories.map((category, index) => {
        const open = openIndex === index
        const headerId = `${baseId}-header-${index}`
        const panelId = `${baseId}-panel-${index}`
        return (
          <div key={category.title} className={styles.category}>
            <h2 className={styles.heading}>
              <button
                ref={(element) => {
                  headerRefs.current[index] = element
                }}
                id={headerId}
                type="button"
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                <span className={styles.icon}>
                  <FaqIcon name={category.icon} />
                </span>
                <span className={styles.title}>{category.title}</span>
                <span className={styles.count}>
                  {category.questions.length}
                  <span className="visually-hidden"> questions</span>
                </span>
                <svg
                  className={styles.chevron}
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M6 9l6 6 6-6" />
                </svg>
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={headerId}
              className={styles.panel}
              hidden={!open}
            >
              {category.questions.map((item) => (
                <div key={item.question} className={styles.item}>
                  <h3 className={styles.question}>{item.question}</h3>
                  <MarkdownContent markdown={item.answer} className={styles.answer} />
                  {item.link && (
                    <p className={styles.more}>
                      <Link to={item.link.to}>{item.link.label}</Link>
                    </p>
                  )}
                </div>
              ))}
            </div>
          </div>
        )
      })}
    </div>
  )
}
