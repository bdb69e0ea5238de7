import { createFileRoute } from '@tanstack/react-router'

import { TermsOfServicePage } from '../features/content/components/terms-of-service-page.tsx'
import { prepareContentMarkdown } from '../lib/markdown-renderer.ts'

export const Route = createFileRoute('/terms-of-service')({
  loader: prepareContentMarkdown,
  component: TermsOfServicePage,
})
