import { createFileRoute } from '@tanstack/react-router'

import { FaqPage } from '../features/content/components/faq-page.tsx'

export const Route = createFileRoute('/faq')({ component: FaqPage })
