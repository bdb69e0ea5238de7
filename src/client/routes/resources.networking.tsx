import { createFileRoute } from '@tanstack/react-router'

import { GuidePage } from '../features/content/components/guide-page.tsx'
import markdown from '../features/content/data/guide-networking.md?raw'
import { GUIDES } from '../features/content/data/guides.ts'
import { prepareContentMarkdown } from '../lib/markdown-renderer.ts'

export const Route = createFileRoute('/resources/networking')({
  loader: prepareContentMarkdown,
  component: NetworkingRoute,
})

function NetworkingRoute() {
  return <GuidePage {...GUIDES.networking} markdown={markdown} />
}
