import { createFileRoute } from '@tanstack/react-router'

import { GuidePage } from '../features/content/components/guide-page.tsx'
import markdown from '../features/content/data/guide-salary-negotiation.md?raw'
import { GUIDES } from '../features/content/data/guides.ts'
import { prepareContentMarkdown } from '../lib/markdown-renderer.ts'

export const Route = createFileRoute('/resources/salary-negotiation')({
  loader: prepareContentMarkdown,
  component: SalaryNegotiationRoute,
})

function SalaryNegotiationRoute() {
  return <GuidePage {...GUIDES['salary-negotiation']} markdown={markdown} />
}
