import { getNow } from '../../../hooks/use-now.ts'
import { getStorageStatus } from '../../../lib/storage.ts'
import { toast } from '../../../lib/toast.ts'
import { useIsJobSaved } from '../hooks/use-saved-jobs.ts'
import type { JobView } from '../lib/job-view.ts'
import { saveJob, unsaveJob } from '../lib/saved-jobs.ts'
import styles from './save-toggle.module.css'

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M6 3h12v18l-6-4-6 4z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/**
 * Save or unsave a job; `hideUnlessSaved` for a closed job, which can only be removed. A toggle button: screen readers hear "Save, toggle button,
 * pressed" once saved; the toast confirms it in words. The whole job is kept on the device.
 */
export function SaveToggle({
  job,
  hideUnlessSaved = false,
}: {
  job: JobView
  hideUnlessSaved?: boolean
}) {
  const saved = useIsJobSaved(job.id)

  async function toggle() {
    if (saved) {
      await unsaveJob(job.id)
      toast.message('Removed from saved jobs', { description: job.title })
      return
    }
    await saveJob(job, getNow())
    const problem = getStorageStatus().kind === 'memory' ? getStorageStatus().problem : null
    // The reminders' code comes with the first save, not with every first visit; should it fail
    // to come (offline before it was kept), the save is confirmed without the offer.
    const reminders = await import('../lib/reminders.ts').catch(() => null)
    const offerReminders = (await reminders?.shouldOfferReminders()) ?? false
    toast.success('Job saved', {
      description: problem
        ? `${job.title}. ${problem}`
        : `${job.title}. ${offerReminders ? 'Remind me on this phone before it closes?' : 'Find it under Saved, even offline.'}`,
      ...(offerReminders && {
        duration: 10_000,
        action: {
          label: 'Remind me',
          onClick: () => {
            void reminders?.askForReminders().then((permission) => {
              if (permission === 'granted')
                toast.success('Reminders on', {
                  description:
                    'On this phone, 3 days before and on the last day. Stop under Saved.',
                })
            })
          },
        },
      }),
    })
  }

  if (hideUnlessSaved && !saved) return null
  return (
    <button
      type="button"
      className={`button js-only ${styles.toggle}`}
      aria-pressed={saved}
      onClick={() => void toggle()}
    >
      <BookmarkIcon filled={saved} />
      {saved ? 'Saved' : 'Save'}
      <span className="visually-hidden">: {job.title}</span>
    </button>
  )
}
