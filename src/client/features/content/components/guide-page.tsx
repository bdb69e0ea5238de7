import { ContentPage } from '../../../components/content-page.tsx'
import { MarkdownContent } from '../../../components/markdown-content.tsx'
import { BackToCareerResources } from './back-link.tsx'
import styles from './guide-page.module.css'

/** One of the text guides: the salary, career change, networking and skills pages. */
export function GuidePage({
  title,
  lead,
  markdown,
}: {
  title: string
  lead: string
  markdown: string
}) {
  return (
    <ContentPage title={title} lead={lead} before={<BackToCareerResources />}>
      <MarkdownContent markdown={markdown} />
      <p className={styles.footer}>
        <BackToCareerResources />
      </p>
    </ContentPage>
  )
}
