/**
 * Turns the demo templates into jobs dated relative to "now" in the site time zone
 * (#shared/job-template.ts), so that every urgency class is populated whenever they are loaded.
 * `count` above the template count makes deterministic variations, for benchmarks on large
 * boards.
 */
import { toJobInput, type JobTemplate } from '#shared/job-template.ts'

import type { JobInput } from '../jobs/job-input.ts'
import { demoJobTemplates } from './demo-jobs.data.ts'

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
  const jobs: JobInput[] = []
  for (let i = 0; i < count; i++) {
    const template = demoJobTemplates[i % demoJobTemplates.length] as JobTemplate
    const variant = Math.floor(i / demoJobTemplates.length)
    jobs.push(
      toJobInput(variant === 0 ? template : varyTemplate(template, i), {
        now,
        timeZone,
        source: DEMO_SOURCE,
        externalId: variant === 0 ? template.key : `${template.key}-${variant}`,
        // Spread posting times over the morning so "newest" has a stable, realistic order.
        postedTime: { minute: i % 60, second: variant % 60 },
        // Some sources give a closing time, most a date; the demo has both kinds.
        closesAtTime: i % 4 === 1,
      }),
    )
  }
  return jobs
}

/** Deterministic spread of deadlines (-30..+59 days, 1 in 10 open) and places for variations. */
function varyTemplate(template: JobTemplate, i: number): JobTemplate {
  const spread = (i * 7919) % 100
  return {
    ...template,
    closesInDays: spread < 10 ? null : spread - 40,
    postedDaysAgo: (i * 31) % 40,
    location: template.location === null ? null : (CITIES[i % CITIES.length] ?? template.location),
  }
}
