import { act, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { markAppReady } from './app-ready.ts'
import { carryUserInput } from './carry-user-input.ts'

/** The app's version of the page: a controlled field whose state is shown beside it. */
function AppPage() {
  const [query, setQuery] = useState('')
  return (
    <form>
      <input id="search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      <input id="email" type="email" defaultValue="" />
      <output>{query}</output>
    </form>
  )
}

/** What the server sent: the same fields, as plain HTML. */
const SERVER_HTML =
  '<form><input id="search" type="search" value=""><input id="email" type="email" value=""></form>'

let container: HTMLElement
let reactRoot: Root | null = null

beforeEach(() => {
  container = document.createElement('div')
  container.innerHTML = SERVER_HTML
  document.body.append(container)
})

afterEach(() => {
  act(() => reactRoot?.unmount())
  reactRoot = null
  container.remove()
  delete document.documentElement.dataset.app
})

async function appTakesOver() {
  reactRoot = createRoot(container)
  act(() => reactRoot?.render(<AppPage />))
  markAppReady()
  await act(async () => {})
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement

describe('carryUserInput', () => {
  it('copies typed text into the app, which sees it as typing', async () => {
    field('search').value = 'nurse'
    const carried = carryUserInput(container)
    await appTakesOver()
    await act(() => carried)
    expect(field('search').value).toBe('nurse')
    // React's own state has the text, not just the element
    expect(container.querySelector('output')?.textContent).toBe('nurse')
  })

  it('puts focus and the caret back in the same field', async () => {
    field('search').value = 'teacher'
    field('search').focus()
    field('search').setSelectionRange(2, 4)
    const carried = carryUserInput(container)
    await appTakesOver()
    await act(() => carried)
    expect(document.activeElement).toBe(field('search'))
    expect([field('search').selectionStart, field('search').selectionEnd]).toEqual([2, 4])
  })

  it('follows focus that moved to another field before the takeover', async () => {
    field('search').focus()
    const carried = carryUserInput(container)
    field('email').focus()
    field('email').value = 'rudo@example.org'
    await appTakesOver()
    await act(() => carried)
    expect(document.activeElement).toBe(field('email'))
    expect(field('email').value).toBe('rudo@example.org')
  })

  it('leaves untouched fields and focus the reader moved elsewhere alone', async () => {
    const outside = document.createElement('button')
    document.body.append(outside)
    field('search').focus()
    const carried = carryUserInput(container)
    outside.focus()
    await appTakesOver()
    await act(() => carried)
    expect(document.activeElement).toBe(outside)
    expect(field('search').value).toBe('')
    outside.remove()
  })

  it('does nothing for fields the app no longer has', async () => {
    container.innerHTML = '<input id="gone" type="text" value="">'
    field('gone').value = 'typed'
    const carried = carryUserInput(container)
    await appTakesOver()
    await expect(act(() => carried)).resolves.toBeUndefined()
    expect(document.getElementById('gone')).toBeNull()
  })
})
