import { createFileRoute } from '@tanstack/react-router'

import { FaqPage } from '../features/content/components/faq-page.tsx'
import { prepareContentMarkdown } from '../lib/markdown-renderer.ts'

export const Route = createFileRoute('/faq')({
  loader: prepareContentMarkdown,
  component: FaqPage,
})
