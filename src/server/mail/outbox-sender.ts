/**
 * Sends what the outbox holds. `sendDueMail` drains the rows due now, once (the digest run calls
 * it after queueing). `startOutboxSender` does so every minute in the server, and at once when
 * kicked (a confirmation was just queued and someone is waiting for it); one drain at a time in
 * a process, and the outbox's leases keep other processes off the rows this one is sending.
 */
import type { Clock } from '../clock.ts'
import type { Db } from '../db/db.ts'
import { logger } from '../observability/logger.ts'
import { PermanentMailError, type Mailer } from './mailer.ts'
import { claimDueMail, markMailFailed, markMailSent, type ClaimedMail } from './outbox.repo.ts'

export interface SendResult {
  sent: number
  /** given up on: refused for good, or out of attempts */
  failed: number
  /** failed this time, to be tried again later */
  retrying: number
}

const DEFAULT_BATCH = 10
/** messages in flight at once: the SMTP pool's connections */
const PARALLEL = 5
/** a bound on one drain, so a flood of mail cannot keep it going for ever */
const MAX_BATCHES = 100

export async function sendDueMail({
  db,
  mailer,
  clock,
  limit = DEFAULT_BATCH,
}: {
  db: Db
  mailer: Mailer
  clock: Clock
  /** rows claimed at a time */
  limit?: number
}): Promise<SendResult> {
  const result: SendResult = { sent: 0, failed: 0, retrying: 0 }

  async function sendOne(mail: ClaimedMail) {
    try {
      await mailer.send(mail)
    } catch (error) {
      const permanent = error instanceof PermanentMailError
      const { status } = await markMailFailed(db, mail.id, {
        error: (error as Error).message,
        now: clock.now(),
        permanent,
      })
      result[status === 'failed' ? 'failed' : 'retrying']++
      // The outbox id, not the address: logs are no place for readers' emails.
      logger.warn(
        { mail_id: mail.id, kind: mail.kind, status, err: error },
        status === 'failed' ? 'mail failed for good' : 'mail will be retried',
      )
      return
    }
    await markMailSent(db, mail.id, clock.now())
    result.sent++
  }

  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const claimed = await claimDueMail(db, clock.now(), limit)
    const queue = [...claimed]
    const worker = async () => {
      for (let mail = queue.shift(); mail; mail = queue.shift()) await sendOne(mail)
    }
    await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, worker))
    // Fewer than asked for: nothing more is due (a retry's back-off puts it past now).
    if (claimed.length < limit) break
  }
  return result
}

export interface OutboxSender {
  /** stops the timer and waits for a drain in progress */
  stop(): Promise<void>
  /** drains now (or right after the drain in progress) */
  kick(): void
}

export function startOutboxSender({
  db,
  mailer,
  clock,
  everyMs = 60_000,
}: {
  db: Db
  mailer: Mailer
  clock: Clock
  /** null: no timer, only kicks (a web process sends what it queued; retries are the ingester's) */
  everyMs?: number | null
}): OutboxSender {
  let running: Promise<void> | null = null
  let again = false
  let stopped = false

  const drain = async () => {
    do {
      again = false
      try {
        const sent = await sendDueMail({ db, mailer, clock })
        if (sent.sent + sent.failed + sent.retrying > 0)
          logger.info({ run: 'mail', ...sent }, 'mail run')
      } catch (error) {
        // The database was away, say: the next tick tries again.
        logger.warn({ err: error }, 'sending mail failed')
      }
    } while (again && !stopped)
  }
  const kick = () => {
    if (stopped) return
    if (running) {
      // What was queued after this drain claimed its rows is sent right after it.
      again = true
      return
    }
    running = drain().finally(() => {
      running = null
    })
  }
  const timer = everyMs === null ? null : setInterval(kick, everyMs)
  // A process that has nothing else to do may end; this timer alone does not keep it alive.
  timer?.unref()

  return {
    kick,
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      await running
    },
  }
}
