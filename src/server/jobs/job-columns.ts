/**
 * The select list of a job as the API answers it, derived from the job definition
 * (#shared/job-fields.ts): each field read from its column the way the table says.
 */
import { jobFields, type JobColumnRead } from '#shared/job-fields.ts'

import { sqlDate, sqlInstant } from '../db/sql-time.ts'

const readers: Record<JobColumnRead, (column: string) => string> = {
  value: (column) => column,
  instant: sqlInstant,
  date: (column) => sqlDate(column),
  'is-set': (column) => `${column} is not null`,
}

/** The columns of a job as the API answers it (ApiJob), for `select ${API_COLUMNS} from jobs`. */
export const API_COLUMNS = Object.entries(jobFields)
  .map(([name, field]) => {
    const read = readers['read' in field ? field.read : 'value'](field.column)
    return read === name ? name : `${read} as ${name}`
  })
  .join(',\n  ')
