import { createFileRoute } from '@tanstack/react-router'

import { CareerResourcesPage } from '../features/content/components/career-resources-page.tsx'

export const Route = createFileRoute('/career-resources')({ component: CareerResourcesPage })
