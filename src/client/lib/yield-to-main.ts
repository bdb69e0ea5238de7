/**
 * Ends the current task, so that the browser can handle a tap or paint before the next step:
 * `scheduler.yield()` where the browser has it (the step then runs ahead of other queued
 * tasks), else a message-channel task (timers are clamped, and throttled in background tabs).
 * The app's start is a few steps of 5-15 ms each on a fast machine, ten times that on a cheap
 * phone; run as one task, they kept the page deaf to taps for several hundred milliseconds.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } }
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
