import { createFileRoute } from '@tanstack/react-router'

import { GuidePage } from '../features/content/components/guide-page.tsx'
import markdown from '../features/content/data/guide-career-pivot.md?raw'
import { GUIDES } from '../features/content/data/guides.ts'
import { prepareContentMarkdown } from '../lib/markdown-renderer.ts'

export const Route = createFileRoute('/resources/career-pivot')({
  loader: prepareContentMarkdown,
  component: CareerPivotRoute,
})

function CareerPivotRoute() {
  return <GuidePage {...GUIDES['career-pivot']} markdown={markdown} />
}
