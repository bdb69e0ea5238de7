/**
 * "Email me new jobs like these", once the request is checked: the alert and its confirmation
 * email are written in one transaction (both or neither), within the bound on confirmation
 * emails one inbox gets in a day (every spelling of its address counted as one), so the form
 * cannot be used to flood someone's inbox.
 */
import type { AlertBody } from '#shared/schemas/alerts.ts'

import type { Db } from '../db/db.ts'
import { mailboxKey } from '../mail/mailbox-key.ts'
import { enqueueMail } from '../mail/outbox.repo.ts'
import { buildAlertLinks } from './alert-links.ts'
import { countPendingConfirmations, createAlert } from './alerts.repo.ts'
import { buildConfirmEmail } from './confirm-email.ts'

/** Confirmation emails waiting for a click, per address per day. */
export const PENDING_CONFIRMATIONS_PER_ADDRESS = { max: 3, windowMs: 24 * 3_600_000 }

export type AlertRequestOutcome =
  { queued: true; alertId: string } | { queued: false; retryAfterSeconds: number }

export async function requestAlert(
  db: Db,
  {
    form,
    now,
    origin,
    secret,
    supportEmail,
  }: {
    form: Pick<AlertBody, 'email' | 'q' | 'location' | 'category' | 'type' | 'pay' | 'frequency'>
    now: number
    origin: string
    secret: Buffer
    supportEmail: string
  },
): Promise<AlertRequestOutcome> {
  const { max, windowMs } = PENDING_CONFIRMATIONS_PER_ADDRESS
  return db.transaction(async (tx) => {
    // One request per mailbox at a time, so two at once cannot both take the last place.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [
      `alert-email:${mailboxKey(form.email)}`,
    ])
    const pending = await countPendingConfirmations(tx, form.email, { now, windowMs })
    if (pending.count >= max) {
      const freeAt = (pending.oldest ?? now) + windowMs
      return { queued: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) }
    }
    const alert = {
      email: form.email,
      q: form.q,
      location: form.location,
      category: form.category,
      type: form.type,
      pay: form.pay,
      frequency: form.frequency,
    }
    const { id } = await createAlert(tx, { ...alert, now })
    const links = buildAlertLinks({ origin, secret, alertId: id, supportEmail })
    await enqueueMail(tx, {
      alertId: id,
      kind: 'alert-confirm',
      mail: buildConfirmEmail({ alert: { id, ...alert }, links, origin }),
      now,
    })
    return { queued: true, alertId: id }
  })
}
