import { Link } from '@tanstack/react-router'

import { ContentPage } from '../../../components/content-page.tsx'
import { MarkdownContent } from '../../../components/markdown-content.tsx'
import { CAREER_TABS, RESOURCE_LINKS } from '../data/career-resources.ts'
import styles from './career-resources-page.module.css'
import { Tabs } from './tabs.tsx'
import { PAGE_COPY } from '../../../seo/page-copy.ts'

const TAB_ITEMS = CAREER_TABS.map((tab) => ({
  id: tab.id,
  label: tab.label,
  content: <MarkdownContent markdown={tab.markdown} />,
}))

export function CareerResourcesPage() {
  return (
    <ContentPage title={PAGE_COPY.careerResources.title} lead={PAGE_COPY.careerResources.lead} wide>
      <div className={styles.tabs}>
        <Tabs label="Career advice" items={TAB_ITEMS} />
      </div>

      <section aria-labelledby="resource-pages" className={styles.resources}>
        <h2 id="resource-pages" className={styles.heading}>
          Guides, templates and tools
        </h2>
        <ul className={styles.grid}>
          {RESOURCE_LINKS.map((resource) => (
            <li key={resource.to} className={styles.card}>
              <Link to={resource.to} className={styles.cardLink}>
                {resource.title}
              </Link>
              <p className={styles.cardText}>{resource.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </ContentPage>
  )
}
