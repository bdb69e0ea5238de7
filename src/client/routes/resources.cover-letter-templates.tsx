import { createFileRoute } from '@tanstack/react-router'

import { CoverLetterTemplatesPage } from '../features/content/components/cover-letter-templates-page.tsx'

export const Route = createFileRoute('/resources/cover-letter-templates')({
  component: CoverLetterTemplatesPage,
})
