/**
 * Turns the demo templates into jobs dated relative to "now" in the site time zone, so that every
 * urgency class is populated whenever they are loaded. `count` above the template count makes
 * deterministic variations, for benchmarks on large boards.
 */
import {
  addCalendarDays,
  formatCalendarDate,
  getZonedDate,
  zonedTimeToInstant,
} from '#shared/time-zone.ts'

import type { JobInput } from '../jobs/job-input.ts'
import { demoJobTemplates, type DemoJobTemplate } from './demo-jobs.data.ts'

export const DEMO_SOURCE = 'demo'

const CITIES = [
  'Harare',
  'Bulawayo',
  'Mutare',
  'Gweru',
  'Masvingo',
  'Bindura',
  'Kwekwe',
  'Chinhoyi',
]

export function buildDemoJobs({
  now,
  timeZone,
  count = demoJobTemplates.length,
}: {
  now: number
  timeZone: string
  count?: number
}): JobInput[] {
  const today = getZonedDate(now, timeZone)
  const jobs: JobInput[] = []
  for (let i = 0; i < count; i++) {
    const template = demoJobTemplates[i % demoJobTemplates.length] as DemoJobTemplate
    const variant = Math.floor(i / demoJobTemplates.length)
    const { deadlineDays, postedDaysAgo, location } =
      variant === 0 ? template : varyTemplate(template, i)
    const posted = addCalendarDays(today, -postedDaysAgo)
    const closing = deadlineDays === null ? null : addCalendarDays(today, deadlineDays)
    // Some sources give a closing time, most a date; the demo has both kinds.
    const closingAsTimestamp = closing !== null && i % 4 === 1
    jobs.push({
      source: DEMO_SOURCE,
      externalId: variant === 0 ? template.key : `${template.key}-${variant}`,
      title: template.title,
      company: template.company,
      location,
      salary: template.salary,
      employmentType: template.employmentType,
      description: template.description,
      jobLink: template.jobLink,
      applyInstructions: template.applyInstructions,
      requirements: template.requirements,
      tags: template.tags,
      datePosted: formatCalendarDate(posted),
      // Spread posting times over the morning so "newest" has a stable, realistic order.
      postedAt: new Date(
        zonedTimeToInstant(
          posted,
          { hour: 8, minute: i % 60, second: variant % 60, ms: 0 },
          timeZone,
        ),
      ).toISOString(),
      expiryTs: closingAsTimestamp
        ? new Date(
            zonedTimeToInstant(closing, { hour: 17, minute: 0, second: 0, ms: 0 }, timeZone),
          ).toISOString()
        : null,
      expiryDate: closing !== null && !closingAsTimestamp ? formatCalendarDate(closing) : null,
      isDemo: true,
    })
  }
  return jobs
}

/** Deterministic spread of deadlines (-30..+59 days, 1 in 10 open) and places for variations. */
function varyTemplate(template: DemoJobTemplate, i: number) {
  const spread = (i * 7919) % 100
  return {
    deadlineDays: spread < 10 ? null : spread - 40,
    postedDaysAgo: (i * 31) % 40,
    location: template.location === null ? null : (CITIES[i % CITIES.length] ?? template.location),
  }
}
