/**
 * The query client's mutation cache, for a site that has no mutations: every form posts with
 * `fetch` and says what came back itself, and nothing is queued to send later. The browser build
 * puts this in place of TanStack Query's own (scripts/vite-no-mutation-cache.ts), whose cache
 * and Mutation class are 1.7 KB gzip of every first visit that nothing runs (decision 075). It
 * answers every call the query client makes of it; `useMutation` is barred by the lint config.
 */
export class MutationCache {
  constructor(readonly config: object = {}) {}

  build(): never {
    throw new Error('This site has no mutations: post with fetch (docs/decisions/075)')
  }

  getAll(): never[] {
    return []
  }

  findAll(): never[] {
    return []
  }

  find(): undefined {
    return undefined
  }

  clear(): void {}

  notify(): void {}

  resumePausedMutations(): Promise<void> {
    return Promise.resolve()
  }

  subscribe(): () => void {
    return () => undefined
  }

  hasListeners(): boolean {
    return false
  }
}
