import { createFileRoute } from '@tanstack/react-router'

import { GuidePage } from '../features/content/components/guide-page.tsx'
import markdown from '../features/content/data/guide-skills-development.md?raw'
import { GUIDES } from '../features/content/data/guides.ts'
import { prepareContentMarkdown } from '../lib/markdown-renderer.ts'

export const Route = createFileRoute('/resources/skills-development')({
  loader: prepareContentMarkdown,
  component: SkillsDevelopmentRoute,
})

function SkillsDevelopmentRoute() {
  return <GuidePage {...GUIDES['skills-development']} markdown={markdown} />
}
