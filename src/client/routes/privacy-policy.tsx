import { createFileRoute } from '@tanstack/react-router'

import { PrivacyPolicyPage } from '../features/content/components/privacy-policy-page.tsx'
import { prepareContentMarkdown } from '../lib/markdown-renderer.ts'

export const Route = createFileRoute('/privacy-policy')({
  loader: prepareContentMarkdown,
  component: PrivacyPolicyPage,
})
