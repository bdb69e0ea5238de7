/**
 * What `npm run operator` can do to operator accounts: add (or reset), list, remove. The command
 * line runs these on the database itself, or, while the web server holds the embedded database,
 * sends them through the server's control socket (control-socket.ts), which runs the very same
 * function: either way the change and its audit row are one transaction.
 *
 * Requests carry a password hash, never a password: the command line hashes, so the password
 * does not leave the process it was typed into.
 */
import type { Db } from '../../db/db.ts'
import { COMMAND_LINE_ACTOR, recordAudit } from './audit.repo.ts'
import { isPasswordHash } from './password-hash.ts'
import {
  listOperators,
  normaliseEmail,
  removeOperator,
  upsertOperator,
  type OperatorSummary,
} from './operators.repo.ts'

export type OperatorRequest =
  | { op: 'add'; email: string; passwordHash: string }
  | { op: 'list' }
  | { op: 'remove'; email: string }

export type OperatorAnswer =
  | { ok: true; op: 'add'; created: boolean }
  | { ok: true; op: 'list'; operators: OperatorSummary[] }
  | { ok: true; op: 'remove'; removed: boolean }
  | { ok: false; error: string }

/** RFC 5321's limit on a whole address. */
const MAX_EMAIL_LENGTH = 254
// Something@something.something, without spaces, control characters or a second @: enough to
// catch a slip of the keyboard. Whether mail arrives is the mail server's business.
const EMAIL = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u

/** The address, lower-cased and trimmed, or null when it does not look like one. */
export function parseOperatorEmail(raw: string): string | null {
  const email = normaliseEmail(raw)
  return email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email) ? email : null
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A request as received (parsed JSON), checked; the error says what is wrong with it. */
export function parseOperatorRequest(value: unknown): OperatorRequest | { error: string } {
  if (!isRecord(value)) return { error: 'A request is a JSON object with an "op".' }
  if (value.op === 'list') return { op: 'list' }
  if (value.op !== 'add' && value.op !== 'remove')
    return { error: 'Unknown "op": expected "add", "list" or "remove".' }
  const email = typeof value.email === 'string' ? parseOperatorEmail(value.email) : null
  if (!email) return { error: 'The "email" is not an email address.' }
  if (value.op === 'remove') return { op: 'remove', email }
  if (typeof value.passwordHash !== 'string' || !isPasswordHash(value.passwordHash))
    return { error: 'The "passwordHash" is not a password hash made by npm run operator.' }
  return { op: 'add', email, passwordHash: value.passwordHash }
}

const isSummary = (value: unknown): value is OperatorSummary =>
  isRecord(value) &&
  typeof value.email === 'string' &&
  typeof value.created_at === 'string' &&
  typeof value.updated_at === 'string' &&
  typeof value.sessions === 'number'

/** An answer as received from the control socket, checked; null when it is not one. */
export function parseOperatorAnswer(value: unknown): OperatorAnswer | null {
  if (!isRecord(value)) return null
  if (value.ok === false && typeof value.error === 'string')
    return { ok: false, error: value.error }
  if (value.ok !== true) return null
  if (value.op === 'add' && typeof value.created === 'boolean')
    return { ok: true, op: 'add', created: value.created }
  if (value.op === 'remove' && typeof value.removed === 'boolean')
    return { ok: true, op: 'remove', removed: value.removed }
  if (value.op === 'list' && Array.isArray(value.operators) && value.operators.every(isSummary))
    return { ok: true, op: 'list', operators: value.operators }
  return null
}

/**
 * Runs one request. A change is written with its audit row (actor 'command line', action
 * operator.add, operator.reset or operator.remove) in one transaction; removing an address that
 * is not an operator changes nothing and is not logged.
 */
export async function runOperatorCommand(
  db: Db,
  request: OperatorRequest,
  now: number,
): Promise<OperatorAnswer> {
  switch (request.op) {
    case 'list':
      return { ok: true, op: 'list', operators: await listOperators(db) }
    case 'add':
      return db.transaction(async (tx) => {
        const { created } = await upsertOperator(tx, request.email, request.passwordHash, now)
        await recordAudit(tx, {
          actor: COMMAND_LINE_ACTOR,
          action: created ? 'operator.add' : 'operator.reset',
          detail: { email: normaliseEmail(request.email) },
          at: now,
        })
        return { ok: true, op: 'add', created }
      })
    case 'remove':
      return db.transaction(async (tx) => {
        const removed = await removeOperator(tx, request.email)
        if (removed)
          await recordAudit(tx, {
            actor: COMMAND_LINE_ACTOR,
            action: 'operator.remove',
            detail: { email: normaliseEmail(request.email) },
            at: now,
          })
        return { ok: true, op: 'remove', removed }
      })
  }
}
