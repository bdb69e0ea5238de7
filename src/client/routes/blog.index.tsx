import { createFileRoute } from '@tanstack/react-router'

import { ContentPage } from '../components/content-page.tsx'
import { BlogList } from '../features/content/components/blog-list.tsx'
import { NewsletterForm } from '../features/forms/components/newsletter-form.tsx'
import { PAGE_COPY } from '../seo/page-copy.ts'

export const Route = createFileRoute('/blog/')({
  component: BlogIndexPage,
})

function BlogIndexPage() {
  return (
    <ContentPage title={PAGE_COPY.blog.title} lead={PAGE_COPY.blog.lead} wide>
      <BlogList />
      <NewsletterForm />
    </ContentPage>
  )
}
