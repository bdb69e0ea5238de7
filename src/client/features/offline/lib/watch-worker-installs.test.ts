import { describe, expect, it, vi } from 'vitest'

import { watchWorkerInstalls, type WatchedRegistration } from './watch-worker-installs.ts'

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing'

  moveTo(state: ServiceWorkerState) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null
  waiting: FakeWorker | null = null
  active: FakeWorker | null = null

  /** What the browser does when it finds a new worker script. */
  find(worker: FakeWorker) {
    this.installing = worker
    this.dispatchEvent(new Event('updatefound'))
  }

  /** The install finishes; with no worker in charge, the new one takes over at once. */
  install(worker: FakeWorker) {
    this.installing = null
    if (this.active) this.waiting = worker
    else this.active = worker
    worker.moveTo('installed')
    if (this.active === worker) worker.moveTo('activated')
  }
}

function watch(registration: FakeRegistration) {
  const handlers = { onFirstInstall: vi.fn(), onUpdateWaiting: vi.fn() }
  // The fakes implement only the members watchWorkerInstalls reads.
  watchWorkerInstalls(registration as unknown as WatchedRegistration, handlers)
  return handlers
}

describe('watchWorkerInstalls', () => {
  it('announces the first install once, when the worker is installed', () => {
    const registration = new FakeRegistration()
    const handlers = watch(registration)
    const worker = new FakeWorker()
    registration.find(worker)
    expect(handlers.onFirstInstall).not.toHaveBeenCalled()
    registration.install(worker)
    expect(handlers.onFirstInstall).toHaveBeenCalledTimes(1)
    expect(handlers.onUpdateWaiting).not.toHaveBeenCalled()
  })

  it('watches a worker that was already installing when registration resolved', () => {
    const registration = new FakeRegistration()
    const worker = new FakeWorker()
    registration.installing = worker
    const handlers = watch(registration)
    // Browsers may also fire updatefound for it after the listener is added.
    registration.dispatchEvent(new Event('updatefound'))
    registration.install(worker)
    expect(handlers.onFirstInstall).toHaveBeenCalledTimes(1)
  })

  it('offers an update when a new worker installs beside the one in charge', () => {
    const registration = new FakeRegistration()
    registration.active = new FakeWorker()
    const handlers = watch(registration)
    const update = new FakeWorker()
    registration.find(update)
    registration.install(update)
    expect(handlers.onUpdateWaiting).toHaveBeenCalledTimes(1)
    expect(handlers.onFirstInstall).not.toHaveBeenCalled()
  })

  it('offers an update that was left waiting by an earlier visit', () => {
    const registration = new FakeRegistration()
    registration.active = new FakeWorker()
    registration.waiting = new FakeWorker()
    const handlers = watch(registration)
    expect(handlers.onUpdateWaiting).toHaveBeenCalledTimes(1)
  })

  it('says nothing when an install fails', () => {
    const registration = new FakeRegistration()
    const handlers = watch(registration)
    const worker = new FakeWorker()
    registration.find(worker)
    worker.moveTo('redundant')
    expect(handlers.onFirstInstall).not.toHaveBeenCalled()
    expect(handlers.onUpdateWaiting).not.toHaveBeenCalled()
  })
})
