import { Link } from '@tanstack/react-router'

import { ContentPage } from '../../../components/content-page.tsx'
import { MarkdownContent } from '../../../components/markdown-content.tsx'
import mission from '../data/about-mission.md?raw'
import story from '../data/about-story.md?raw'
import {
  ABOUT_LEAD,
  ABOUT_TITLE,
  CORE_VALUES,
  DIFFERENTIATORS,
  NO_FEES_STATEMENT,
  STATIC_FIGURES,
  type AboutPoint,
} from '../data/about.ts'
import styles from './about-page.module.css'

export interface LiveFigures {
  /** null until the counts have loaded */
  activeJobs: number | null
  closingThisWeek: number | null
}

const numberFormat = new Intl.NumberFormat('en')

function LiveValue({ value }: { value: number | null }) {
  if (value === null) {
    return (
      <>
        <span aria-hidden="true">...</span>
        <span className="visually-hidden">Loading</span>
      </>
    )
  }
  return <>{numberFormat.format(value)}</>
}

function PointList({ points }: { points: readonly AboutPoint[] }) {
  return (
    <ul className={styles.points}>
      {points.map((point) => (
        <li key={point.title} className={styles.point}>
          <h3 className={styles.pointTitle}>{point.title}</h3>
          <p className={styles.pointText}>{point.text}</p>
        </li>
      ))}
    </ul>
  )
}

export function AboutPage({ liveFigures }: { liveFigures: LiveFigures }) {
  return (
    <ContentPage title={ABOUT_TITLE} lead={ABOUT_LEAD} wide>
      <section aria-labelledby="about-mission" className={styles.section}>
        <h2 id="about-mission" className={styles.heading}>
          Our mission
        </h2>
        <MarkdownContent markdown={mission} className={styles.mission} />
      </section>

      <section aria-labelledby="about-figures" className={styles.section}>
        <h2 id="about-figures" className={styles.heading}>
          JobsZW in figures
        </h2>
        {/* The live figures come from the job counts; the rest are facts that do not change. */}
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>Active jobs right now</dt>
            <dd className={styles.figureValue}>
              <LiveValue value={liveFigures.activeJobs} />
            </dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>Closing within 5 days</dt>
            <dd className={styles.figureValue}>
              <LiveValue value={liveFigures.closingThisWeek} />
            </dd>
          </div>
          {STATIC_FIGURES.map((figure) => (
            <div key={figure.label} className={styles.figure}>
              <dt className={styles.figureLabel}>{figure.label}</dt>
              <dd className={styles.figureValue}>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="about-different" className={styles.section}>
        <h2 id="about-different" className={styles.heading}>
          What makes us different
        </h2>
        <PointList points={DIFFERENTIATORS} />
      </section>

      <section aria-labelledby="about-story" className={styles.section}>
        <h2 id="about-story" className={styles.heading}>
          Our story
        </h2>
        <MarkdownContent markdown={story} className={styles.narrow} />
      </section>

      <section aria-labelledby="about-values" className={styles.section}>
        <h2 id="about-values" className={styles.heading}>
          Our core values
        </h2>
        <PointList points={CORE_VALUES} />
      </section>

      <section aria-labelledby="about-no-fees" className={`${styles.section} ${styles.noFees}`}>
        <h2 id="about-no-fees" className={styles.heading}>
          {NO_FEES_STATEMENT.title}
        </h2>
        <p className={styles.noFeesText}>{NO_FEES_STATEMENT.text}</p>
        <div className={styles.actions}>
          <Link to="/jobs/all" className="button button--primary">
            Browse all jobs
          </Link>
          <Link to="/contact" className="button">
            Contact us
          </Link>
        </div>
      </section>
    </ContentPage>
  )
}
