import { createFileRoute } from '@tanstack/react-router'

import { EmployerPage } from '../features/jobs/components/employer-page.tsx'

// Only a component: the page asks for its data and draws its own loading, not-found and failure
// states, so nothing of it but this entry is in the first load of every page (decision 050). The
// slug is checked by the API: a bad one is "Employer not found", not a failure.
export const Route = createFileRoute('/employers/$slug')({
  component: EmployerRoute,
})

function EmployerRoute() {
  const { slug } = Route.useParams()
  return <EmployerPage slug={slug} />
}
