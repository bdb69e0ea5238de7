import { afterEach, describe, expect, it, vi } from 'vitest'

import { loadWholeStylesheet, resetWholeStylesheet } from './whole-stylesheet.ts'

function addDisabledLink(): HTMLLinkElement {
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = '/assets/style-test.css'
  link.disabled = true
  link.setAttribute('data-whole-stylesheet', '')
  document.head.append(link)
  return link
}

afterEach(() => {
  document.head.querySelectorAll('link').forEach((link) => link.remove())
  resetWholeStylesheet()
  vi.useRealTimers()
})

describe('loadWholeStylesheet', () => {
  it('resolves at once where the page has no disabled whole stylesheet', async () => {
    await expect(loadWholeStylesheet()).resolves.toBeUndefined()
  })

  it('enables the disabled stylesheet and resolves once it has loaded, once for every caller', async () => {
    const link = addDisabledLink()
    let done = false
    const first = loadWholeStylesheet().then(() => (done = true))
    expect(loadWholeStylesheet()).toBe(loadWholeStylesheet())
    expect(link.disabled).toBe(false)
    await Promise.resolve()
    expect(done).toBe(false)
    link.dispatchEvent(new Event('load'))
    await first
    expect(done).toBe(true)
  })

  it('resolves when the stylesheet fails, so that the part is still drawn', async () => {
    const link = addDisabledLink()
    const loading = loadWholeStylesheet()
    link.dispatchEvent(new Event('error'))
    await expect(loading).resolves.toBeUndefined()
  })

  it('gives up waiting after 4 s', async () => {
    vi.useFakeTimers()
    addDisabledLink()
    let done = false
    void loadWholeStylesheet().then(() => (done = true))
    await vi.advanceTimersByTimeAsync(3999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })
})
