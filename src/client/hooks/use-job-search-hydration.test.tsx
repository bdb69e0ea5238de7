import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  resetJobSearchForTests,
  startWithJobSearch,
  submitJobSearch,
  useJobSearch,
} from './use-job-search.ts'

function SearchShown() {
  return <p>Search: {useJobSearch().query || 'none'}</p>
}

afterEach(() => {
  resetJobSearchForTests()
  document.body.innerHTML = ''
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView')
})

async function hydrateAfterTyping(typed: string) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<SearchShown />)
  document.body.append(container)
  Element.prototype.scrollIntoView = () => {}
  // The reader's text reaches the store before the page has been hydrated.
  submitJobSearch(typed, async () => {})
  const recoverable = vi.fn()
  await act(async () => {
    hydrateRoot(container, <SearchShown />, { onRecoverableError: recoverable })
  })
  return { container, recoverable }
}

describe('hydrating while a search arrives', () => {
  it('draws the server page first, then the search, without a mismatch', async () => {
    startWithJobSearch('')
    const { container, recoverable } = await hydrateAfterTyping('nurse')
    expect(recoverable).not.toHaveBeenCalled()
    expect(container.textContent).toBe('Search: nurse')
  })
})
