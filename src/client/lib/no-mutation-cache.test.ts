import {
  dehydrate,
  hydrate,
  QueryClient,
  type MutationCache as LibraryMutationCache,
} from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'

import { MutationCache } from './no-mutation-cache.ts'

// The query client, given the stand-in the browser build puts in place of the library's cache;
// it covers what the query client calls, not the library's whole class.
const makeClient = () =>
  new QueryClient({ mutationCache: new MutationCache() as unknown as LibraryMutationCache })

describe('the mutation cache without mutations', () => {
  it('serves a query client through its life: mount, queries, hydration, focus, clear', async () => {
    const client = makeClient()
    client.mount()
    await client.fetchQuery({ queryKey: ['jobs'], queryFn: () => Promise.resolve([1, 2]) })
    expect(client.isMutating()).toBe(0)
    await expect(client.resumePausedMutations()).resolves.toBeUndefined()

    const state = dehydrate(client)
    expect(state.mutations).toEqual([])
    const other = makeClient()
    hydrate(other, state)
    expect(other.getQueryData(['jobs'])).toEqual([1, 2])

    client.clear()
    expect(client.getQueryData(['jobs'])).toBeUndefined()
    client.unmount()
  })

  it('refuses a mutation, saying why', () => {
    const client = makeClient()
    expect(() => client.getMutationCache().build(client, {})).toThrow(/no mutations/)
  })
})
