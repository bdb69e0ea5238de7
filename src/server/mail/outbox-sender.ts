/**
 * Sends what the outbox holds. `sendDueMail` drains the rows due now, once (the digest run calls
 * it after queueing). `startOutboxSender` does so every minute in the server, and at once when
 * kicked (a confirmation was just queued and someone is waiting for it); one drain at a time in
 * a process, and the outbox's leases keep other processes off the rows this one is sending.
 *
 * Each claimed row is sent at once (no row waits in this process while its lease runs), and
 * every send is bounded by MAIL_SEND_TIMEOUT_MS, well inside the lease: a live sender always
 * records an outcome before another sender could take the row again.
 */
import type { Clock } from '../clock.ts'
import type { Db } from '../db/db.ts'
import { logger } from '../observability/logger.ts'
import { PermanentMailError, type Mailer } from './mailer.ts'
import {
  claimDueMail,
  giveUpAbandonedMail,
  MAIL_SEND_TIMEOUT_MS,
  markMailFailed,
  markMailSent,
  type ClaimedMail,
} from './outbox.repo.ts'

export interface SendResult {
  sent: number
  /** given up on: refused for good, or out of attempts */
  failed: number
  /** failed this time, to be tried again later */
  retrying: number
}

/** messages in flight at once, and so claimed at once: the SMTP pool's connections */
const PARALLEL = 5
/** a bound on one drain, so a flood of mail cannot keep it going for ever */
const MAX_BATCHES = 200

class SendTimeoutError extends Error {}

/** A thrown value as words, whatever was thrown (a mailer may throw a string, or nothing). */
function describe(error: unknown): string {
  if (error instanceof Error) return error.message
  return error === undefined ? 'the mailer failed without saying why' : String(error)
}

export async function sendDueMail({
  db,
  mailer,
  clock,
  limit = PARALLEL,
  sendTimeoutMs = MAIL_SEND_TIMEOUT_MS,
}: {
  db: Db
  mailer: Mailer
  clock: Clock
  /** rows claimed, and sent, at a time (at most PARALLEL) */
  limit?: number
  /** tests shorten it; see MAIL_SEND_TIMEOUT_MS */
  sendTimeoutMs?: number
}): Promise<SendResult> {
  const result: SendResult = { sent: 0, failed: 0, retrying: 0 }

  // Last attempts whose sender never came back: given up, where the operator will see them.
  for (const mail of await giveUpAbandonedMail(db, clock.now())) {
    result.failed++
    logger.warn(
      { mail_id: mail.id, kind: mail.kind, attempts: mail.attempts, status: 'failed' },
      'mail given up: its last attempt never finished',
    )
  }

  async function sendOne(mail: ClaimedMail) {
    const sending = Promise.resolve().then(() => mailer.send(mail))
    let timer: ReturnType<typeof setTimeout> | undefined
    try {
      await Promise.race([
        sending,
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new SendTimeoutError(`no answer within ${sendTimeoutMs / 1000} s`)),
            sendTimeoutMs,
          )
        }),
      ])
    } catch (error) {
      if (error instanceof SendTimeoutError) {
        // The message may still go; if it does, the retry is called off (markMailSent).
        sending
          .then(
            () => markMailSent(db, mail.id, clock.now()),
            () => undefined,
          )
          .catch(() => undefined)
      }
      const permanent = error instanceof PermanentMailError
      const { status } = await markMailFailed(db, mail.id, {
        error: describe(error),
        now: clock.now(),
        permanent,
        attempt: mail.attempts,
      })
      if (status === 'superseded') return
      result[status === 'failed' ? 'failed' : 'retrying']++
      // The outbox id, not the address: logs are no place for readers' emails.
      logger.warn(
        { mail_id: mail.id, kind: mail.kind, attempt: mail.attempts, status, err: error },
        status === 'failed' ? 'mail failed for good' : 'mail will be retried',
      )
      return
    } finally {
      clearTimeout(timer)
    }
    await markMailSent(db, mail.id, clock.now())
    result.sent++
  }

  const size = Math.max(1, Math.min(limit, PARALLEL))
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const claimed = await claimDueMail(db, clock.now(), size)
    await Promise.all(claimed.map(sendOne))
    // Fewer than asked for: nothing more is due (a retry's back-off puts it past now).
    if (claimed.length < size) break
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
