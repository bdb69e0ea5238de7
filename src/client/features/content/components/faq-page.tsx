import { Link } from '@tanstack/react-router'

import { ContentPage } from '../../../components/content-page.tsx'
import { FAQ_CATEGORIES } from '../data/faq.ts'
import { FaqAccordion } from './faq-accordion.tsx'
import styles from './faq-page.module.css'
import { PAGE_COPY } from '../../../seo/page-copy.ts'

export function FaqPage() {
  return (
    <ContentPage title={PAGE_COPY.faq.title} lead={PAGE_COPY.faq.lead}>
      <FaqAccordion categories={FAQ_CATEGORIES} />
      <section aria-labelledby="faq-more" className={styles.more}>
        <h2 id="faq-more" className={styles.moreTitle}>
          Still have a question?
        </h2>
        <p className={styles.moreText}>
          Send us a message, or read our guides on CVs, interviews and the job search.
        </p>
        <div className={styles.actions}>
          <Link to="/contact" className="button button--primary">
            Contact us
          </Link>
          <Link to="/career-resources" className="button">
            Career resources
          </Link>
        </div>
      </section>
    </ContentPage>
  )
}
