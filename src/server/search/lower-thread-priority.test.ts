import { getPriority } from 'node:os'
import { Worker } from 'node:worker_threads'

import { describe, expect, it } from 'vitest'

import { SEARCH_THREAD_NICENESS } from './lower-thread-priority.ts'

/** Runs lowerThreadPriority in a worker thread (with the TypeScript loader) and answers its id. */
function callInWorker(): Promise<number | null> {
  const moduleUrl = new URL('./lower-thread-priority.ts', import.meta.url).href
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
     import('tsx/esm/api')
       .then(({ register }) => { register(); return import(${JSON.stringify(moduleUrl)}) })
       .then((module) => parentPort.postMessage(module.lowerThreadPriority()));
     setTimeout(() => {}, 10000);`,
    { eval: true },
  )
  return new Promise((resolve, reject) => {
    worker.once('message', (threadId: number | null) => {
      resolve(threadId)
      // Read the priority while the thread still exists, then let it go.
      setTimeout(() => void worker.terminate(), 500)
    })
    worker.once('error', reject)
  })
}

describe('lowerThreadPriority', () => {
  it.runIf(process.platform === 'linux')(
    'lowers the priority of the thread that calls it, not of the process',
    async () => {
      const before = getPriority(process.pid)
      const threadId = await callInWorker()
      expect(threadId).not.toBeNull()
      expect(getPriority(threadId ?? 0)).toBe(SEARCH_THREAD_NICENESS)
      expect(getPriority(process.pid)).toBe(before)
    },
  )
})
