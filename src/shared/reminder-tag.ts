/**
 * The notification tag of a saved-job reminder, the same whoever shows it (the page, the
 * worker's periodic sync, or a push from the server): a second showing replaces the first on
 * the device instead of adding another. A module of its own, so the page's first load can
 * carry it without the reminder rule (saved-reminders.ts).
 */
export type ReminderKind = 'three-days' | 'last-day'

export function getReminderTag({ jobId, kind }: { jobId: string; kind: ReminderKind }): string {
  return `reminder-${jobId}-${kind}`
}
