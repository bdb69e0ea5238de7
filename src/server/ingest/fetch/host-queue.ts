/**
 * Politeness per host: one request in flight per host, and consecutive requests to a host start
 * at least `delayMs` apart, while different hosts proceed concurrently.
 */

export interface HostQueueOptions {
  delayMs: number
  sleep: (ms: number) => Promise<void>
  now: () => number
}

export interface HostQueue {
  run<T>(host: string, task: () => Promise<T>): Promise<T>
}

export function createHostQueue({ delayMs, sleep, now }: HostQueueOptions): HostQueue {
  /** settles when the host's last queued task has finished, whether it succeeded or not */
  const tails = new Map<string, Promise<void>>()
  /** kept after a host goes idle, so the delay also holds for a request that comes later */
  const lastStart = new Map<string, number>()

  return {
    run<T>(host: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(host) ?? Promise.resolve()
      const result = previous.then(async () => {
        const last = lastStart.get(host)
        const wait = last === undefined ? 0 : last + delayMs - now()
        if (wait > 0) await sleep(wait)
        lastStart.set(host, now())
        return task()
      })
      const tail = result.then(
        () => undefined,
        () => undefined,
      )
      tails.set(host, tail)
      void tail.then(() => {
        if (tails.get(host) === tail) tails.delete(host)
      })
      return result
    },
  }
}
