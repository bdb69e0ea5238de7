import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

import { CheckAdvertPage } from '../features/advert-check/components/check-advert-page.tsx'
import { SendAdvert } from '../features/forms/components/send-advert.tsx'
import { useSavedJobs } from '../features/jobs/hooks/use-saved-jobs.ts'
import { collectCachedJobs } from '../features/jobs/lib/cached-jobs.ts'

/**
 * "Is this job advert real?" (docs/decisions/068). No loader: the page asks nothing of the API
 * until the reader checks an advert, and a loader's code would join every first visit's.
 */
export const Route = createFileRoute('/check')({ component: CheckRoute })

// The check composes three features: the jobs this phone keeps (jobs), for the check offline,
// and the form that sends an advert to the team (forms).
function CheckRoute() {
  const queryClient = useQueryClient()
  const saved = useSavedJobs().jobs
  return (
    <CheckAdvertPage
      keptJobs={() => collectCachedJobs(queryClient, saved)}
      sendToTeam={(advert) => <SendAdvert key={advert.text} {...advert} />}
    />
  )
}
