import { createFileRoute } from '@tanstack/react-router'

import { ResumeTemplatePage } from '../features/content/components/resume-template-page.tsx'

export const Route = createFileRoute('/resources/resume-template-entry-level')({
  component: () => <ResumeTemplatePage level="entry-level" />,
})
