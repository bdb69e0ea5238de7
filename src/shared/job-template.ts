/**
 * A job written with its days relative to the day it is loaded, so that whenever it is loaded
 * every urgency class has jobs in it: the demo board an empty database is given
 * (server/demo) and the app's sample jobs, shown when nothing real can be loaded
 * (client/features/jobs/lib/sample-jobs.ts). Both are written as the stored input's fields,
 * named as the job definition names them (job-fields.ts), and dated here, in one way.
 */
import type { StoredJobFields } from './job-fields.ts'
import type { JobInput } from './job-input.ts'
import {
  addCalendarDays,
  formatCalendarDate,
  type CalendarDate,
  getZonedDate,
  zonedTimeToInstant,
} from './time-zone.ts'

export type JobTemplate = StoredJobFields & {
  /** stable kebab-case key, unique in its list; becomes the external id */
  key: string
  /** calendar days before the loading day that the job was posted (0-40) */
  postedDaysAgo: number
  /**
   * Calendar days from the loading day (in the site's time zone) to the closing day: 0 closes
   * today, -3 closed three days ago; null is open until filled. The deadline is the end of that
   * day, so 2 stays critical (3 days or less left) and 4 urgent at any time of the day.
   */
  closesInDays: number | null
}

export interface TemplateLoading {
  /** the instant of loading */
  now: number
  timeZone: string
  /** the source's name and the job's id in it (default: the template's key) */
  source: string
  externalId?: string
  /** the time of day on its posting day it was posted (default 08:00) */
  postedTime?: { minute: number; second: number }
  /** closing given as a time (17:00 on the closing day), as some sources give it, not a day */
  closesAtTime?: boolean
}

/** What a template holds besides the stored input's fields. */
const DATING: ReadonlySet<string> = new Set<keyof JobTemplate>([
  'key',
  'postedDaysAgo',
  'closesInDays',
])

/** The template as a source hands a job over: its fields, and its dates from the loading day. */
export function toJobInput(template: JobTemplate, loading: TemplateLoading): JobInput {
  const { now, timeZone, postedTime = NO_MINUTES } = loading
  const today = getZonedDate(now, timeZone)
  const posted = addCalendarDays(today, -template.postedDaysAgo)
  const closing =
    template.closesInDays === null ? null : addCalendarDays(today, template.closesInDays)
  const closingTime =
    closing && loading.closesAtTime ? instantAt(closing, 17, NO_MINUTES, timeZone) : null
  // Copied in a loop: V8 makes `...rest` and spread copies of these objects slowly (0.01 ms
  // each), and the benchmark board is 100,000 jobs.
  const fields: Record<string, unknown> = {}
  for (const name of Object.keys(template)) {
    if (!DATING.has(name)) fields[name] = template[name as keyof JobTemplate]
  }
  return Object.assign(fields as StoredJobFields, {
    source: loading.source,
    externalId: loading.externalId ?? template.key,
    datePosted: formatCalendarDate(posted),
    postedAt: instantAt(posted, 8, postedTime, timeZone),
    expiryTs: closingTime,
    expiryDate: closing && !closingTime ? formatCalendarDate(closing) : null,
    isDemo: true,
  })
}

const NO_MINUTES = { minute: 0, second: 0 }

function instantAt(
  day: CalendarDate,
  hour: number,
  { minute, second }: { minute: number; second: number },
  timeZone: string,
): string {
  return new Date(zonedTimeToInstant(day, { hour, minute, second, ms: 0 }, timeZone)).toISOString()
}
