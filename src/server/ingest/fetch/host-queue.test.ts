import { describe, expect, it } from 'vitest'

import { createHostQueue } from './host-queue.ts'

/** A clock that only moves when the queue sleeps or a test advances it. */
function fakeClock() {
  const clock = {
    time: 0,
    sleeps: [] as number[],
    now: () => clock.time,
    sleep: async (ms: number) => {
      clock.sleeps.push(ms)
      clock.time += ms
    },
  }
  return clock
}

function deferred() {
  let resolve = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

/** Lets queued promise callbacks run. */
const settle = () => new Promise<void>((done) => setImmediate(done))

describe('createHostQueue', () => {
  it('spaces the starts of requests to one host by delayMs', async () => {
    const clock = fakeClock()
    const queue = createHostQueue({ delayMs: 1000, sleep: clock.sleep, now: clock.now })
    const starts: number[] = []
    const task = async () => {
      starts.push(clock.time)
      clock.time += 300 // the request itself takes 300 ms
    }
    await Promise.all([queue.run('a.example', task), queue.run('a.example', task)])
    await queue.run('a.example', task)
    expect(starts).toEqual([0, 1000, 2000])
    expect(clock.sleeps).toEqual([700, 700])
  })

  it('does not sleep when the host has been quiet long enough', async () => {
    const clock = fakeClock()
    const queue = createHostQueue({ delayMs: 1000, sleep: clock.sleep, now: clock.now })
    await queue.run('a.example', async () => undefined)
    clock.time += 5000
    await queue.run('a.example', async () => undefined)
    expect(clock.sleeps).toEqual([])
  })

  it('keeps one request per host in flight and lets other hosts run alongside', async () => {
    const clock = fakeClock()
    const queue = createHostQueue({ delayMs: 0, sleep: clock.sleep, now: clock.now })
    const events: string[] = []
    const first = deferred()
    const slow = queue.run('a.example', async () => {
      events.push('a1 start')
      await first.promise
      events.push('a1 end')
      return 'a1'
    })
    const next = queue.run('a.example', async () => {
      events.push('a2 start')
      return 'a2'
    })
    const other = queue.run('b.example', async () => {
      events.push('b1 start')
      return 'b1'
    })

    await settle()
    expect(events).toEqual(['a1 start', 'b1 start'])
    expect(await other).toBe('b1')

    first.resolve()
    expect(await Promise.all([slow, next])).toEqual(['a1', 'a2'])
    expect(events).toEqual(['a1 start', 'b1 start', 'a1 end', 'a2 start'])
  })

  it('passes a failure to its caller and keeps the queue going', async () => {
    const clock = fakeClock()
    const queue = createHostQueue({ delayMs: 500, sleep: clock.sleep, now: clock.now })
    const failing = queue.run('a.example', () => Promise.reject(new Error('boom')))
    const after = queue.run('a.example', async () => clock.time)
    await expect(failing).rejects.toThrow('boom')
    expect(await after).toBe(500)
  })
})
