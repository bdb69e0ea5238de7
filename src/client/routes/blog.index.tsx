import { createFileRoute } from '@tanstack/react-router'

import { ContentPage } from '../components/content-page.tsx'
import { BlogList } from '../features/content/components/blog-list.tsx'
import { NewsletterForm } from '../features/forms/components/newsletter-form.tsx'

export const Route = createFileRoute('/blog/')({
  component: BlogIndexPage,
})

function BlogIndexPage() {
  return (
    <ContentPage
      title="Career Blog"
      lead="Practical advice for finding and growing in work in Zimbabwe: avoiding job scams, CVs that get shortlisted, remote work, changing careers and looking after yourself along the way."
      wide
    >
      <BlogList />
      <NewsletterForm />
    </ContentPage>
  )
}
