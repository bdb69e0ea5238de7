import { createFileRoute } from '@tanstack/react-router'

import { CareerResourcesPage } from '../features/content/components/career-resources-page.tsx'
import { prepareContentMarkdown } from '../lib/markdown-renderer.ts'

export const Route = createFileRoute('/career-resources')({
  loader: prepareContentMarkdown,
  component: CareerResourcesPage,
})
