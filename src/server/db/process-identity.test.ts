import { describe, expect, it } from 'vitest'

import {
  currentProcessIdentity,
  holderState,
  parseProcStat,
  type ProcessIdentity,
  type ProcStat,
} from './process-identity.ts'

// Recorded on Linux: a `sleep` that has exited and is waiting to be reaped, and a live shell.
const ZOMBIE_STAT =
  '19195 (sleep) Z 19193 19190 5735 0 -1 4227084 97 0 0 0 0 0 0 0 20 0 1 0 130425 0 0 ' +
  '18446744073709551615 0 0 0 0 0 0 0 6 0 1 0 0 17 1 0 0 0 0 0 0 0 0 0 0 0 0 0'
const SHELL_STAT =
  '19153 (sh) S 19151 19151 5735 0 -1 4194304 104 251 0 0 0 0 0 0 20 0 1 0 130258 2654208 402 ' +
  '18446744073709551615 94403628974080 94403629050809 140732961105920 0 0 0 0 0 65538 1 0 0 17 ' +
  '1 0 0 0 0 0 94403629080112 94403629085248 94404580659200 140732961110688 140732961110775 ' +
  '140732961110775 140732961112044 0'

describe('parseProcStat', () => {
  it('reads the pid, the state and the start time (field 22)', () => {
    expect(parseProcStat(ZOMBIE_STAT)).toEqual({ pid: 19195, state: 'Z', startTime: '130425' })
    expect(parseProcStat(`${SHELL_STAT}\n`)).toEqual({
      pid: 19153,
      state: 'S',
      startTime: '130258',
    })
  })

  it('counts fields from the last parenthesis: a command name may hold spaces and ")"', () => {
    const tricky = SHELL_STAT.replace('(sh)', '(a) b (c) R 1 2)')
    expect(parseProcStat(tricky)).toEqual({ pid: 19153, state: 'S', startTime: '130258' })
  })

  it('gives null for anything else', () => {
    expect(parseProcStat('')).toBeNull()
    expect(parseProcStat('19153 (sh) S 1 2 3')).toBeNull()
    expect(parseProcStat('not a stat line')).toBeNull()
  })
})

describe('holderState', () => {
  const self: ProcessIdentity = { pid: 100, startTime: '5000', bootId: 'boot-a' }
  const running = (pid: number, startTime: string, state = 'S'): ProcStat => ({
    pid,
    state,
    startTime,
  })
  const only =
    (...stats: ProcStat[]) =>
    (pid: number) =>
      stats.find((stat) => stat.pid === pid) ?? null

  it('knows a live holder by its pid, start time and boot', () => {
    const holder = { pid: 42, startTime: '4000', bootId: 'boot-a' }
    expect(holderState(holder, self, only(running(42, '4000')))).toBe('alive')
    expect(holderState(holder, self, only(running(42, '4000', 'R')))).toBe('alive')
    expect(holderState(holder, self, only(running(42, '4000', 'D')))).toBe('alive')
  })

  it('counts a zombie, a reused pid or another boot as gone', () => {
    const holder = { pid: 42, startTime: '4000', bootId: 'boot-a' }
    const zombie = parseProcStat(ZOMBIE_STAT) as ProcStat
    expect(
      holderState({ ...holder, pid: zombie.pid, startTime: zombie.startTime }, self, only(zombie)),
    ).toBe('gone')
    expect(holderState(holder, self, only(running(42, '4000', 'X')))).toBe('gone')
    expect(holderState(holder, self, only(running(42, '4999')))).toBe('gone')
    expect(holderState({ ...holder, bootId: 'boot-b' }, self, only(running(42, '4000')))).toBe(
      'gone',
    )
  })

  it('tells this process from an earlier one that had its pid', () => {
    expect(holderState(self, self, only())).toBe('this process')
    expect(holderState({ ...self, startTime: '4999' }, self, only())).toBe('gone')
    expect(holderState({ ...self, startTime: null, bootId: null }, self, only())).toBe('gone')
  })

  it('takes a bare pid (the older lock file) as alive while it runs and is no zombie', () => {
    const legacy = { pid: 42, startTime: null, bootId: null }
    expect(holderState(legacy, self, only(running(42, '1')))).toBe('alive')
    expect(holderState(legacy, self, only(running(42, '1', 'Z')))).toBe('gone')
  })

  it('asks kill(pid, 0) when /proc does not show the pid, or is not there at all', () => {
    const me = currentProcessIdentity()
    const gone = { pid: 2147483646, startTime: '1', bootId: self.bootId }
    expect(holderState(gone, self, only())).toBe('gone')
    // this test's own process, as another process would see it without /proc
    const noProc: ProcessIdentity = { pid: 1, startTime: null, bootId: null }
    expect(holderState({ ...me, startTime: 'anything' }, noProc)).toBe('alive')
    expect(holderState(gone, noProc)).toBe('gone')
    expect(holderState({ pid: 1, startTime: null, bootId: null }, noProc)).toBe('this process')
  })
})
