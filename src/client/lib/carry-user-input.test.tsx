import { act, useState } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { useIsServerRender } from '../hooks/use-server-render.ts'
import { setUpPageRoot } from '../testing/page-root.ts'
import { markAppReady } from './app-ready.ts'
import { carryUserInput } from './carry-user-input.ts'

/** The app's version of the page: a controlled field whose state is shown beside it. */
function AppPage() {
  const [query, setQuery] = useState('')
  // renders once more after hydrating, as the app's clock and saved jobs make it do
  const serverRender = useIsServerRender()
  return (
    <form data-server-render={String(serverRender)}>
      <input id="search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      <input id="email" type="email" defaultValue="" />
      <output>{query}</output>
    </form>
  )
}

/** The same field in a component that does not render again after hydrating. */
function QuietPage() {
  const [query, setQuery] = useState('')
  return (
    <form>
      <input id="search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      <output>{query}</output>
    </form>
  )
}

/** A form's field known by its name only (the contact form's), whose value the app sets again. */
function NamedFieldPage() {
  const [name, setName] = useState('')
  const serverRender = useIsServerRender()
  return (
    <form data-server-render={String(serverRender)}>
      <label>
        Name <input name="name" value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <output>{name}</output>
    </form>
  )
}

/** What the server sent: the same fields, as plain HTML. */
const SERVER_HTML =
  '<form><input id="search" type="search" value=""><input id="email" type="email" value=""></form>'

const page = setUpPageRoot()

beforeEach(() => {
  page.container.innerHTML = SERVER_HTML
})

afterEach(() => {
  delete document.documentElement.dataset.app
})

async function appTakesOver() {
  act(() => page.render(<AppPage />))
  markAppReady()
  await act(async () => {})
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement

describe('carryUserInput', () => {
  it('copies typed text into the app, which sees it as typing', async () => {
    field('search').value = 'nurse'
    const carried = carryUserInput(page.container)
    await appTakesOver()
    await act(() => carried)
    expect(field('search').value).toBe('nurse')
    // React's own state has the text, not just the element
    expect(page.container.querySelector('output')?.textContent).toBe('nurse')
  })

  it('puts focus and the caret back in the same field', async () => {
    field('search').value = 'teacher'
    field('search').focus()
    field('search').setSelectionRange(2, 4)
    const carried = carryUserInput(page.container)
    await appTakesOver()
    await act(() => carried)
    expect(document.activeElement).toBe(field('search'))
    expect([field('search').selectionStart, field('search').selectionEnd]).toEqual([2, 4])
  })

  it('follows focus that moved to another field before the takeover', async () => {
    field('search').focus()
    const carried = carryUserInput(page.container)
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
    const carried = carryUserInput(page.container)
    outside.focus()
    await appTakesOver()
    await act(() => carried)
    expect(document.activeElement).toBe(outside)
    expect(field('search').value).toBe('')
    outside.remove()
  })

  it('does nothing for fields the app no longer has', async () => {
    page.container.innerHTML = '<input id="gone" type="text" value="">'
    field('gone').value = 'typed'
    const carried = carryUserInput(page.container)
    await appTakesOver()
    await expect(act(() => carried)).resolves.toBeUndefined()
    expect(document.getElementById('gone')).toBeNull()
  })
})

describe('carryUserInput on a page the app hydrates', () => {
  it("gives text typed before hydrating to the app's state, in the same field", async () => {
    page.container.innerHTML = renderToString(<AppPage />)
    const serverField = field('search')
    serverField.focus()
    serverField.value = 'nurse'
    serverField.dispatchEvent(new Event('input', { bubbles: true }))
    serverField.setSelectionRange(1, 3)
    const carried = carryUserInput(page.container)
    const recoverable = vi.fn()
    await act(async () => {
      page.hydrate(<AppPage />, { onRecoverableError: recoverable })
    })
    markAppReady()
    await act(() => carried)
    expect(recoverable).not.toHaveBeenCalled()
    expect(field('search')).toBe(serverField)
    expect(field('search').value).toBe('nurse')
    expect(page.container.querySelector('output')?.textContent).toBe('nurse')
    expect(document.activeElement).toBe(serverField)
    expect([serverField.selectionStart, serverField.selectionEnd]).toEqual([1, 3])
  })

  it('also when nothing renders the field again after hydrating', async () => {
    page.container.innerHTML = renderToString(<QuietPage />)
    field('search').value = 'driver'
    field('search').dispatchEvent(new Event('input', { bubbles: true }))
    const carried = carryUserInput(page.container)
    await act(async () => {
      page.hydrate(<QuietPage />)
    })
    markAppReady()
    await act(() => carried)
    expect(field('search').value).toBe('driver')
    expect(page.container.querySelector('output')?.textContent).toBe('driver')
  })

  it('also for a field with a name and no id, as in the contact form', async () => {
    page.container.innerHTML = renderToString(<NamedFieldPage />)
    const serverField = page.container.querySelector('input') as HTMLInputElement
    const carried = carryUserInput(page.container)
    serverField.value = 'Tendai'
    serverField.dispatchEvent(new Event('input', { bubbles: true }))
    await act(async () => {
      page.hydrate(<NamedFieldPage />)
    })
    markAppReady()
    await act(() => carried)
    expect(serverField.isConnected).toBe(true)
    expect(serverField.value).toBe('Tendai')
    expect(page.container.querySelector('output')?.textContent).toBe('Tendai')
  })
})
