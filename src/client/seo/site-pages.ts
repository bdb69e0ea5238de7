/**
 * Every page of the site but the job pages, with the document title and description the page
 * itself sets. The build writes this list to dist/client/page-meta.json (scripts/vite-page-meta.ts)
 * and the server uses it for the HTML that crawlers read and for /sitemap.xml. Not imported by
 * the app: it pulls in every article.
 */
import { DEFAULT_DESCRIPTION, formatPageTitle, HOME_TITLE } from '../config/site.ts'
import { ABOUT_LEAD, ABOUT_TITLE } from '../features/content/data/about.ts'
import { blogArticles } from '../features/content/data/blog-articles.ts'
import { GUIDES } from '../features/content/data/guides.ts'
import {
  describeResumeTemplate,
  resumeTemplates,
} from '../features/content/data/resume-templates.ts'
import { POST_A_JOB_COPY } from '../features/job-posts/lib/page-words.ts'
import { describeListPage, LIST_PAGES } from '../features/jobs/lib/list-pages.ts'
import { PAGE_COPY } from './page-copy.ts'

export interface SitePage {
  path: string
  title: string
  description: string
}

function contentPage(path: string, { title, lead }: { title: string; lead: string }): SitePage {
  return { path, title: formatPageTitle(title), description: lead }
}

export function listSitePages(): SitePage[] {
  return [
    { path: '/', title: HOME_TITLE, description: DEFAULT_DESCRIPTION },
    ...Object.values(LIST_PAGES).map((page) => ({
      path: page.path,
      title: formatPageTitle(page.heading),
      description: describeListPage(page),
    })),
    contentPage('/about', { title: ABOUT_TITLE, lead: ABOUT_LEAD }),
    contentPage('/career-resources', PAGE_COPY.careerResources),
    contentPage('/faq', PAGE_COPY.faq),
    contentPage('/contact', PAGE_COPY.contact),
    contentPage('/check', PAGE_COPY.check),
    contentPage('/post-a-job', POST_A_JOB_COPY),
    contentPage('/blog', PAGE_COPY.blog),
    ...blogArticles.map((article) =>
      contentPage(`/blog/${article.id}`, { title: article.title, lead: article.excerpt }),
    ),
    ...Object.entries(GUIDES).map(([segment, guide]) =>
      contentPage(`/resources/${segment}`, guide),
    ),
    ...Object.entries(resumeTemplates).map(([level, template]) =>
      contentPage(`/resources/resume-template-${level}`, {
        title: template.title,
        lead: describeResumeTemplate(template),
      }),
    ),
    contentPage('/resources/cover-letter-templates', PAGE_COPY.coverLetters),
    contentPage('/resources/job-search-tracker', PAGE_COPY.tracker),
    contentPage('/saved', PAGE_COPY.saved),
    contentPage('/privacy-policy', PAGE_COPY.privacy),
    contentPage('/terms-of-service', PAGE_COPY.terms),
  ]
}
