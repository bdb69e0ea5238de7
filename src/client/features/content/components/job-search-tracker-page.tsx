import { Link } from '@tanstack/react-router'
import { useState } from 'react'

import { ContentPage } from '../../../components/content-page.tsx'
import { SITE_NAME, SITE_TIME_ZONE } from '../../../config/site.ts'
import { downloadTextFile } from '../../../lib/download.ts'
import { toast } from '../../../lib/toast.ts'
import {
  buildTrackerTemplate,
  TRACKER_COLUMNS,
  type TrackerColumn,
} from '../../../lib/tracker-csv.ts'
import { BackToCareerResources } from './back-link.tsx'
import styles from './job-search-tracker-page.module.css'
import { PAGE_COPY } from '../../../seo/page-copy.ts'

export const TRACKER_FILE_NAME = `${SITE_NAME}-Job-Search-Tracker.csv`
export const NEW_SPREADSHEET_URL = 'https://sheets.new'
export const NOTE_TEMPLATES_URL = 'https://www.notion.so/templates/category/job-search'

const COLUMN_HELP: Record<TrackerColumn, string> = {
  'Date Applied':
    'The day you sent the application, as YYYY-MM-DD, so the sheet sorts in date order.',
  Company: 'The employer as named in the advert, and the agency too if one handled it.',
  Position: 'The job title exactly as advertised, with its reference number if it has one.',
  Location: 'Town or city, or "Remote". Useful when you weigh transport and rent.',
  Status: 'The stage the application has reached (see the stages below).',
  'Job URL':
    'The link to the advert. Adverts often vanish after the closing date, so save a copy of the text as well.',
  Contact: 'Who you applied to or spoke with: name, title, email or phone number.',
  'Next Follow-up': 'The date you will check in next if you have heard nothing.',
  'Salary Range': 'As advertised or as discussed. Say USD or ZiG, and gross or net.',
  Notes: 'Documents sent, interview questions, test results, impressions, anything to remember.',
}

const STAGES: readonly { name: string; text: string }[] = [
  {
    name: 'Applied',
    text: 'Your CV and cover letter are sent. Set a follow-up date one to two weeks ahead.',
  },
  {
    name: 'Phone screening',
    text: 'A first call, often from HR, to check availability, interest and salary expectations.',
  },
  {
    name: 'First interview',
    text: 'With HR or the hiring manager, sometimes with a written or practical test. Note who was there and what they asked.',
  },
  {
    name: 'Second/Final interview',
    text: 'A panel or senior managers; reference checks often start here. Tell your referees to expect a call.',
  },
  {
    name: 'Offer',
    text: 'A written offer. Record the salary, benefits, start date and the date by which you must reply.',
  },
  {
    name: 'Rejected/Withdrawn',
    text: 'The employer said no, or you stepped back. Note the reason if you know it: it helps with the next application.',
  },
]

const BEST_PRACTICES: readonly { title: string; text: string }[] = [
  {
    title: 'Update it immediately',
    text: 'after every application, call or interview, while the details are fresh.',
  },
  {
    title: 'Review it weekly',
    text: 'at a fixed time, to see which follow-ups are due and which deadlines are close.',
  },
  {
    title: 'Use colour coding',
    text: 'green for interviews, yellow for awaiting a response, red for rejections, blue for offers.',
  },
  {
    title: 'Set follow-up reminders',
    text: 'if there is no reply after 1-2 weeks, send a short, polite email or make a call.',
  },
  {
    title: 'Track your metrics',
    text: 'count applications, responses, interviews and offers each month to see what is working.',
  },
]

const METRICS: readonly { name: string; text: string }[] = [
  { name: 'Applications Sent', text: 'How many applications you sent this month.' },
  { name: 'Response Rate', text: 'Replies of any kind ÷ applications sent. Aim for 20-30%.' },
  { name: 'Interview Rate', text: 'Interviews ÷ applications sent. Aim for 10-20%.' },
  { name: 'Offer Rate', text: 'Offers ÷ interviews attended.' },
]

function NewTabNote() {
  return <span className="visually-hidden"> (opens in a new tab)</span>
}

/** The job search tracker page (docs/product.md#content-pages). */
export function JobSearchTrackerPage() {
  const [saveFailed, setSaveFailed] = useState(false)

  function download() {
    // Made on the device with today's date in Harare: nothing is fetched or uploaded.
    const csv = buildTrackerTemplate(new Date(), SITE_TIME_ZONE)
    const saved = downloadTextFile(TRACKER_FILE_NAME, csv, 'text/csv')
    setSaveFailed(!saved)
    if (saved) toast.success('Tracker downloaded', { description: `Saved as ${TRACKER_FILE_NAME}` })
  }

  return (
    <ContentPage
      title={PAGE_COPY.tracker.title}
      lead={PAGE_COPY.tracker.lead}
      before={<BackToCareerResources />}
      wide
    >
      <div className={styles.columns}>
        <section aria-labelledby="tracker-what" className={styles.section}>
          <h2 id="tracker-what" className={styles.heading}>
            What to track
          </h2>
          <p>
            Record every application: online forms, emailed CVs, hand-delivered letters and jobs a
            friend passed on over WhatsApp. For each one, keep four things:
          </p>
          <ul className={styles.list}>
            <li>where and when you applied, and for which post;</li>
            <li>who your contact is;</li>
            <li>what stage it has reached;</li>
            <li>what you will do next, and by when.</li>
          </ul>
          <p>
            When an employer calls three weeks later, you will know exactly which job they mean, and
            you will still have the advert to prepare from.
          </p>
        </section>

        <section aria-labelledby="tracker-stages" className={styles.section}>
          <h2 id="tracker-stages" className={styles.heading}>
            Application stages
          </h2>
          <ol className={styles.stages}>
            {STAGES.map((stage) => (
              <li key={stage.name}>
                <strong>{stage.name}</strong>: {stage.text}
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section aria-labelledby="tracker-columns" className={styles.section}>
        <h2 id="tracker-columns" className={styles.heading}>
          Column structure
        </h2>
        <p>
          The downloadable spreadsheet and the export of your saved jobs have these ten columns, in
          this order:
        </p>
        <div
          className={styles.tableWrap}
          tabIndex={0}
          role="region"
          aria-labelledby="tracker-columns"
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Column</th>
                <th scope="col">What goes in it</th>
              </tr>
            </thead>
            <tbody>
              {TRACKER_COLUMNS.map((column) => (
                <tr key={column}>
                  <th scope="row">{column}</th>
                  <td>{COLUMN_HELP[column]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="tracker-templates" className={styles.section}>
        <h2 id="tracker-templates" className={styles.heading}>
          Choose your template
        </h2>
        <div className={styles.choices}>
          <div className={styles.card}>
            <h3 className={styles.cardTitle}>Your saved jobs</h3>
            <p>
              Save the jobs you apply for here, then choose each one&apos;s status on Saved jobs:
              Applied, Interview, Offer or Not taken. It stays on your phone, works offline, and
              downloads as one CSV file with these columns.
            </p>
            <Link to="/saved" className="button button--primary">
              Open my saved jobs
            </Link>
          </div>
          <div className={styles.card}>
            <h3 className={styles.cardTitle}>Spreadsheet file</h3>
            <p>
              The ten columns and one example row dated today, ready for Excel, Google Sheets,
              LibreOffice or a spreadsheet app on your phone. Less than 1 KB, and it stays on your
              device.
            </p>
            <button type="button" className="button js-only" onClick={download}>
              Download spreadsheet (CSV)
            </button>
            {saveFailed && (
              <p className={styles.error} role="alert">
                This browser could not save the file. Try another browser, or type the ten column
                names from the table above into a new spreadsheet.
              </p>
            )}
          </div>
          <div className={styles.card}>
            <h3 className={styles.cardTitle}>Online spreadsheet</h3>
            <p>
              A blank Google Sheets spreadsheet, saved to your Google account and reachable from any
              device. To start with our columns, import the CSV file (File, then Import).
            </p>
            <a
              className="button"
              href={NEW_SPREADSHEET_URL}
              target="_blank"
              rel="noopener noreferrer"
            >
              Open a new online spreadsheet
              <NewTabNote />
            </a>
          </div>
          <div className={styles.card}>
            <h3 className={styles.cardTitle}>Note-taking app</h3>
            <p>
              Notion&apos;s gallery of job search templates, with boards and notes instead of rows.
              Needs a free Notion account.
            </p>
            <a
              className="button"
              href={NOTE_TEMPLATES_URL}
              target="_blank"
              rel="noopener noreferrer"
            >
              Browse note-taking templates
              <NewTabNote />
            </a>
          </div>
        </div>
      </section>

      <div className={styles.columns}>
        <section aria-labelledby="tracker-practices" className={`${styles.card} ${styles.section}`}>
          <h2 id="tracker-practices" className={styles.heading}>
            Best Practices
          </h2>
          <ul className={styles.list}>
            {BEST_PRACTICES.map((tip) => (
              <li key={tip.title}>
                <strong>{tip.title}</strong>: {tip.text}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="tracker-metrics" className={`${styles.card} ${styles.section}`}>
          <h2 id="tracker-metrics" className={styles.heading}>
            Sample Metrics
          </h2>
          <dl className={styles.metrics}>
            {METRICS.map((metric) => (
              <div key={metric.name}>
                <dt>{metric.name}</dt>
                <dd>{metric.text}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.tip}>
            <strong>Tip:</strong> a response rate under 10% means it is time to focus on quality
            over quantity: fewer applications, each one tailored to the advert.
          </p>
        </section>
      </div>
    </ContentPage>
  )
}
