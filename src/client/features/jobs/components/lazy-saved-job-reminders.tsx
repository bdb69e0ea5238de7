import { Suspense } from 'react'

import { lazyStyled } from '../../../lib/whole-stylesheet.ts'

import { useSavedJobs } from '../hooks/use-saved-jobs.ts'

// The reminder code (its rule, notifications, banner) is fetched only by readers who have saved
// a job: most first visits never need it, so it is not precached either (the worker keeps it when
// first used). Offline before that (a new release), there is no banner rather than a broken page.
const SavedJobReminders = lazyStyled(() =>
  import('./saved-job-reminders.tsx').then(
    (module) => ({ default: module.SavedJobReminders }),
    () => ({ default: () => null }),
  ),
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
