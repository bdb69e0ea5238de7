import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ServerPageContext } from '../hooks/use-client-store.ts'
import { renderWithRouter } from '../testing/render-with-router.tsx'
import { isServerDrawnPageShown, ServerDrawnPart } from './server-drawn-part.tsx'

// What the server drew: a sheet with a form and a link, as the list's filters are.
const SERVER_HTML =
  '<details><summary>Filters</summary><form action="/jobs/all">' +
  '<input type="checkbox" name="location" value="harare"><button type="submit">Apply</button>' +
  '</form></details><a href="/jobs/all?location=bulawayo">Bulawayo ×</a>'

/** The server's page as the app finds it: the part's element, before React has it. */
function serveThePage() {
  const page = document.createElement('div')
  page.innerHTML = `<div data-server-drawn="sheet" style="display:contents">${SERVER_HTML}</div>`
  document.body.append(page)
  return page
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)))
  return { promise, resolve, reject }
}

type Code = { label: string }

function renderPart({
  shows = 'same',
  serverPage = true,
  onForm,
  load,
}: {
  shows?: string
  serverPage?: boolean
  onForm?: (form: HTMLFormElement, sent: boolean) => void
  load: () => Promise<Code>
}) {
  let changeShows: (next: string) => void = () => {}
  let loaded: Code | null = null
  const loadOnce = vi.fn(() =>
    load().then((code) => {
      loaded = code
      return code
    }),
  )
  function Part(): ReactNode {
    const [current, setCurrent] = useState(shows)
    changeShows = setCurrent
    return (
      <ServerDrawnPart
        name="sheet"
        shows={current}
        load={loadOnce}
        loaded={() => loaded}
        onForm={onForm}
        placeholder={<span>waiting</span>}
        draw={(code) => (
          <details>
            <summary>{code.label}</summary>
            <form>
              <input type="checkbox" name="location" value="harare" />
            </form>
          </details>
        )}
      />
    )
  }
  const rendered = renderWithRouter(
    <ServerPageContext.Provider value={serverPage}>
      <Part />
    </ServerPageContext.Provider>,
  )
  return { rendered, loadOnce, changeShows: (next: string) => act(() => changeShows(next)) }
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('ServerDrawnPart', () => {
  it('keeps the server’s HTML and fetches no code until the part is touched', async () => {
    serveThePage()
    expect(isServerDrawnPageShown()).toBe(true)
    const code = deferred<Code>()
    const { rendered, loadOnce } = renderPart({ load: () => code.promise })
    const { container } = await rendered
    const part = container.querySelector('[data-server-drawn="sheet"]')
    expect(part?.innerHTML).toBe(SERVER_HTML)
    expect(loadOnce).not.toHaveBeenCalled()

    // The reader opens the sheet and moves to a box: the browser does it, and the code is asked for.
    const details = part?.querySelector('details') as HTMLDetailsElement
    fireEvent.click(details.querySelector('summary') as Element)
    details.open = true
    await waitFor(() => expect(loadOnce).toHaveBeenCalledTimes(1))

    // The code comes while a finger is on a box: the part waits for the tap to end.
    const box = part?.querySelector('input') as HTMLInputElement
    box.focus()
    fireEvent.pointerDown(box)
    await act(async () => code.resolve({ label: 'Filters (app)' }))
    expect(screen.queryByText('Filters (app)')).toBeNull()
    expect(container.querySelector('[data-server-drawn="sheet"] details')).toBe(details)
    fireEvent.pointerUp(box)
    fireEvent.click(box)
    expect(await screen.findByText('Filters (app)')).toBeTruthy()
    const drawn = container.querySelector(
      '[data-server-drawn="sheet"] details',
    ) as HTMLDetailsElement
    // Still open, and the focus on the same box in the app's sheet.
    expect(drawn.open).toBe(true)
    expect(document.activeElement).toBe(drawn.querySelector('input'))
  })

  it('gives a change in the server’s form to the app, and holds its sending', async () => {
    serveThePage()
    const onForm = vi.fn()
    const { rendered } = renderPart({ load: () => new Promise(() => {}), onForm })
    const { container } = await rendered
    const form = container.querySelector('[data-server-drawn] form') as HTMLFormElement
    fireEvent.click(form.querySelector('input') as Element)
    expect(onForm).toHaveBeenLastCalledWith(form, false)
    const sent = fireEvent.submit(form)
    expect(sent).toBe(false) // the browser's own sending, which would load a page, is stopped
    expect(onForm).toHaveBeenLastCalledWith(form, true)
  })

  it('holds the server’s form once it no longer shows what the part shows', async () => {
    serveThePage()
    const onForm = vi.fn()
    const { rendered, changeShows } = renderPart({ load: () => new Promise(() => {}), onForm })
    const { container } = await rendered
    changeShows('another search')
    const form = container.querySelector('[data-server-drawn] form') as HTMLFormElement
    fireEvent.click(form.querySelector('input') as Element)
    expect(fireEvent.submit(form)).toBe(false)
    expect(onForm).not.toHaveBeenCalled()
  })

  it('follows the server’s links in the app instead of loading a page', async () => {
    serveThePage()
    const { rendered } = renderPart({ load: () => new Promise(() => {}) })
    const { container, router } = await rendered
    const link = container.querySelector('[data-server-drawn] a') as HTMLAnchorElement
    expect(fireEvent.click(link)).toBe(false)
    await waitFor(() => expect(router.state.location.href).toBe('/jobs/all?location=bulawayo'))
    // A click with a modifier is the browser's (a new tab): left alone.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true)
  })

  it('fetches the code once what the part shows is no longer what the server drew', async () => {
    serveThePage()
    const { rendered, loadOnce, changeShows } = renderPart({
      load: () => Promise.resolve({ label: 'Drawn again' }),
    })
    await rendered
    expect(loadOnce).not.toHaveBeenCalled()
    changeShows('other')
    expect(await screen.findByText('Drawn again')).toBeTruthy()
    expect(loadOnce).toHaveBeenCalledTimes(1)
  })

  it('keeps the server’s part when the code cannot come, and tries again on the next touch', async () => {
    serveThePage()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    let tries = 0
    const { rendered, loadOnce } = renderPart({
      load: () =>
        ++tries === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ label: 'Back' }),
    })
    const { container } = await rendered
    const summary = container.querySelector('[data-server-drawn] summary') as Element
    fireEvent.click(summary)
    await waitFor(() => expect(console.warn).toHaveBeenCalled())
    expect(container.querySelector('[data-server-drawn]')?.innerHTML).toContain('<summary>')
    fireEvent.keyUp(summary, { key: 'Enter' })
    expect(await screen.findByText('Back')).toBeTruthy()
    expect(loadOnce).toHaveBeenCalledTimes(2)
  })

  it('drawn by the app alone, shows the placeholder until the code comes', async () => {
    const code = deferred<Code>()
    const { rendered } = renderPart({ serverPage: false, load: () => code.promise })
    await rendered
    expect(screen.getByText('waiting')).toBeTruthy()
    await act(async () => code.resolve({ label: 'Here' }))
    expect(await screen.findByText('Here')).toBeTruthy()
  })

  it('says a server’s page is being taken over only until the app is ready', () => {
    expect(isServerDrawnPageShown()).toBe(false)
    serveThePage()
    expect(isServerDrawnPageShown()).toBe(true)
    document.documentElement.dataset.app = 'ready'
    expect(isServerDrawnPageShown()).toBe(false)
    delete document.documentElement.dataset.app
  })
})
