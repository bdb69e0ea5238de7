import { lazy, Suspense } from 'react'

import { useSavedJobs } from '../hooks/use-saved-jobs.ts'

// The reminder code (its rule, notifications, banner) is fetched only by readers who have saved
// a job: most first visits never need it.
const SavedJobReminders = lazy(() =>
  import('./saved-job-reminders.tsx').then((module) => ({ default: module.SavedJobReminders })),
)

export function LazySavedJobReminders() {
  const { jobs } = useSavedJobs()
  if (jobs.length === 0) return null
  return (
    <Suspense fallback={null}>
      <SavedJobReminders />
    </Suspense>
  )
}
