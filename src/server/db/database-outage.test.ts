import { describe, expect, it } from 'vitest'

import type { LogLine } from '../observability/log-capture.ts'
import { createDatabaseOutage, RECOVERY_QUIET_MS, reportingOutages } from './database-outage.ts'
import { DatabaseUnavailableError } from './database-unavailable.ts'
import type { Db } from './db.ts'

const refused = () =>
  Object.assign(new Error('database "jobs" is not currently accepting connections'), {
    code: '55000',
  })

function recordingOutage() {
  let now = 0
  const lines: LogLine[] = []
  const record = (level: string) => (fields: object, msg: string) =>
    void lines.push({ level, msg, ...fields })
  const outage = createDatabaseOutage({
    now: () => now,
    log: { warn: record('warn'), info: record('info') } as never, // only the two methods used
  })
  return { outage, lines, advance: (ms: number) => void (now += ms) }
}

describe('createDatabaseOutage', () => {
  it('logs one warning when an outage starts and one line when a query succeeds after it', () => {
    const { outage, lines, advance } = recordingOutage()
    outage.succeeded()
    for (let i = 0; i < 500; i++) {
      outage.failed(refused())
      advance(10)
    }
    expect(outage.unavailable).toBe(true)
    expect(lines).toEqual([expect.objectContaining({ level: 'warn', msg: 'database unavailable' })])
    advance(RECOVERY_QUIET_MS)
    outage.succeeded()
    outage.succeeded()
    expect(outage.unavailable).toBe(false)
    expect(lines.slice(1)).toEqual([
      {
        level: 'info',
        msg: 'database available again',
        unavailable_ms: 4990,
        failed_statements: 500,
      },
    ])
  })

  it('ignores errors of the statement or the code', () => {
    const { outage, lines } = recordingOutage()
    outage.failed(Object.assign(new Error('duplicate key'), { code: '23505' }))
    outage.failed(new TypeError('x is undefined'))
    expect(outage.unavailable).toBe(false)
    expect(lines).toEqual([])
  })

  it('stays in one outage while failures and successes alternate (too many connections)', () => {
    const { outage, lines, advance } = recordingOutage()
    for (let i = 0; i < 100; i++) {
      outage.failed(Object.assign(new Error('sorry, too many clients already'), { code: '53300' }))
      advance(50)
      outage.succeeded()
    }
    expect(lines.map((line) => line.level)).toEqual(['warn'])
    advance(RECOVERY_QUIET_MS)
    outage.succeeded()
    outage.failed(new DatabaseUnavailableError('down again'))
    expect(lines.map((line) => `${line.level} ${line.msg}`)).toEqual([
      'warn database unavailable',
      'info database available again',
      'warn database unavailable',
    ])
  })
})

describe('reportingOutages', () => {
  it("reports each statement's outcome and passes results and errors through", async () => {
    const { outage, advance } = recordingOutage()
    let fail = true
    const run = async <T>(value: T) => {
      if (fail) throw refused()
      return value
    }
    const db = reportingOutages(
      {
        query: () => run({ rows: [] }),
        exec: () => run(undefined),
        transaction: (fn) => run(null).then(() => fn({} as never)), // the stub reads no statement
      } as Partial<Db> as Db,
      outage,
    )
    await expect(db.query('select 1')).rejects.toMatchObject({ code: '55000' })
    expect(outage.unavailable).toBe(true)
    fail = false
    advance(RECOVERY_QUIET_MS)
    expect(await db.transaction(async () => 'done')).toBe('done')
    expect(outage.unavailable).toBe(false)
    await db.exec('select 1')
  })
})
