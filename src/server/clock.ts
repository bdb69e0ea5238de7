/** Time is injected so that tests can pin it; production uses the system clock. */
export interface Clock {
  now(): number
}

export const systemClock: Clock = { now: () => Date.now() }
