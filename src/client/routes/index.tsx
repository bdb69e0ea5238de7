import { createFileRoute } from '@tanstack/react-router'

import { HomeHero } from '../components/home-hero.tsx'
import { DEFAULT_DESCRIPTION, HOME_TITLE } from '../config/site.ts'
import { formConfigQueryOptions } from '../features/forms/api/get-form-config.ts'
import { AlertControl } from '../features/forms/components/alert-control.tsx'
import { prefetchJobList } from '../features/jobs/api/prefetch-job-list.ts'
import { preloadListFilters } from '../features/jobs/components/lazy-list-filters.tsx'
import { JobListingSection } from '../features/jobs/components/job-listing-section.tsx'
import { useScrollRestore } from '../features/jobs/hooks/use-scroll-restore.ts'
import { useDocumentMeta } from '../hooks/use-document-meta.ts'
import { validateListSearch } from '../lib/list-search.ts'

export const Route = createFileRoute('/')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    prefetchJobList(context.queryClient, 'all', deps)
    // The alert offer's config, so the server's page draws the offer in its first render pass.
    void context.queryClient.prefetchQuery(formConfigQueryOptions())
    await preloadListFilters()
  },
  component: HomePage,
})

function HomePage() {
  useDocumentMeta({
    title: HOME_TITLE,
    description: DEFAULT_DESCRIPTION,
  })
  useScrollRestore('/')
  return (
    <div className="container">
      <HomeHero />
      <JobListingSection filter="all" alert={<AlertControl />} />
    </div>
  )
}
