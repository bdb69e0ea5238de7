/**
 * Whether a process named in a lock file is still the one that wrote it. A pid alone cannot say:
 * after `kill -9` the pid may belong to a zombie that nobody reaps, or, in a container where pids
 * are small and reused at once, to a new process (even the one now asking). On Linux a process is
 * known by its pid, its start time (clock ticks after boot, field 22 of /proc/<pid>/stat) and the
 * boot it runs in; only where /proc is missing (macOS, Windows) does the pid have to do.
 */
import { readFileSync } from 'node:fs'

export interface ProcessIdentity {
  pid: number
  /** clock ticks from boot to the process's start; null where /proc cannot tell */
  startTime: string | null
  /** /proc/sys/kernel/random/boot_id; null where /proc cannot tell */
  bootId: string | null
}

export interface ProcStat {
  pid: number
  /** R, S, D, T, Z (zombie: exited, not yet reaped), X (dead), ... */
  state: string
  startTime: string
}

/**
 * Parses /proc/<pid>/stat. The command name (field 2) is in parentheses and may itself hold
 * spaces and parentheses, so fields are counted from the last ")".
 */
export function parseProcStat(text: string): ProcStat | null {
  const open = text.indexOf(' (')
  const close = text.lastIndexOf(')')
  if (open < 0 || close < open) return null
  const pid = Number(text.slice(0, open))
  // after the name: field 3 (state) is at index 0, so field 22 (start time) is at index 19
  const fields = text
    .slice(close + 1)
    .trim()
    .split(/\s+/)
  const state = fields[0]
  const startTime = fields[19]
  if (!Number.isInteger(pid) || !state || !startTime || !/^\d+$/.test(startTime)) return null
  return { pid, state, startTime }
}

export function readProcStat(pid: number | 'self'): ProcStat | null {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return null
  }
}

function readBootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null
  } catch {
    return null
  }
}

/** This process. /proc counts only if it shows this very process (not another pid namespace's). */
export function currentProcessIdentity(): ProcessIdentity {
  const self = readProcStat('self')
  if (self?.pid !== process.pid) return { pid: process.pid, startTime: null, bootId: null }
  return { pid: process.pid, startTime: self.startTime, bootId: readBootId() }
}

/** `kill(pid, 0)`: true for any process with that pid, a zombie or a stranger included. */
function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export type HolderState = 'this process' | 'alive' | 'gone'

/**
 * What became of the process `holder` describes, asked by `self`. A holder without a start time
 * (a lock written before start times were recorded) counts as alive while its pid runs and is no
 * zombie. `readStat` is there for tests.
 */
export function holderState(
  holder: ProcessIdentity,
  self: ProcessIdentity = currentProcessIdentity(),
  readStat: (pid: number) => ProcStat | null = readProcStat,
): HolderState {
  if (self.startTime === null) {
    // no /proc: the pid is all there is
    if (holder.pid === self.pid) return 'this process'
    return pidExists(holder.pid) ? 'alive' : 'gone'
  }
  if (holder.bootId !== null && holder.bootId !== self.bootId) return 'gone'
  if (holder.pid === self.pid) {
    // our pid, but perhaps an earlier process's: the one killed before we were given its pid
    return holder.startTime === self.startTime ? 'this process' : 'gone'
  }
  const stat = readStat(holder.pid)
  // Hidden from /proc (hidepid) yet there: another user's process, which cannot be checked.
  if (stat === null) return pidExists(holder.pid) ? 'alive' : 'gone'
  if (stat.state === 'Z' || stat.state === 'X') return 'gone'
  if (holder.startTime === null) return 'alive'
  return stat.startTime === holder.startTime ? 'alive' : 'gone'
}
