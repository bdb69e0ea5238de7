import { act, useState, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ServerPage } from '../components/server-page.tsx'
import { setUpPageRoot } from '../testing/page-root.ts'
import { useNow, useNowUntil } from './use-now.ts'
import { RenderTimeContext, useIsServerRender } from './use-server-render.ts'

const SERVER_TIME = Date.UTC(2026, 10, 20, 8, 0, 0)
const PHONE_TIME = SERVER_TIME + 90_000

function Clocks() {
  const now = useNow()
  // never changes class: only the first value matters here
  const listed = useNowUntil(() => null)
  const serverRender = useIsServerRender()
  return (
    <p data-server-render={String(serverRender)}>
      {now} {listed}
    </p>
  )
}

function Page({ renderedAt, children }: { renderedAt: number | null; children: ReactNode }) {
  return <RenderTimeContext.Provider value={renderedAt}>{children}</RenderTimeContext.Provider>
}

const page = setUpPageRoot()

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }))
afterEach(() => vi.useRealTimers())

describe('hydrating a server render', () => {
  it("draws the server's instant while hydrating, without a mismatch, then the phone's", async () => {
    vi.setSystemTime(SERVER_TIME)
    const element = (
      <Page renderedAt={SERVER_TIME}>
        <Clocks />
      </Page>
    )
    page.container.innerHTML = renderToString(element)
    expect(page.container.textContent).toBe(`${SERVER_TIME} ${SERVER_TIME}`)
    expect(page.container.querySelector('p')?.dataset.serverRender).toBe('true')

    vi.setSystemTime(PHONE_TIME)
    const serverParagraph = page.container.querySelector('p')
    const recoverable = vi.fn()
    let textWhileHydrating = ''
    await act(async () => {
      page.hydrate(element, { onRecoverableError: recoverable })
      // the hydrating render has not committed yet: the server's text is still what shows
      textWhileHydrating = page.container.textContent
      await Promise.resolve()
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(textWhileHydrating).toBe(`${SERVER_TIME} ${SERVER_TIME}`)
    // the same element, adopted rather than drawn again, now with the phone's clock
    expect(page.container.querySelector('p')).toBe(serverParagraph)
    expect(page.container.textContent).toBe(`${PHONE_TIME} ${PHONE_TIME}`)
    expect(serverParagraph?.dataset.serverRender).toBe('false')
  })

  it("uses the phone's clock for what mounts after hydrating, though the page keeps its server time", async () => {
    vi.setSystemTime(PHONE_TIME)
    function Later() {
      const [shown, setShown] = useState(false)
      return shown ? <Clocks /> : <button onClick={() => setShown(true)}>show</button>
    }
    await act(async () => {
      page.render(
        <Page renderedAt={SERVER_TIME}>
          <Later />
        </Page>,
      )
    })
    await act(async () => page.container.querySelector('button')?.click())
    expect(page.container.textContent).toBe(`${PHONE_TIME} ${PHONE_TIME}`)
    expect(page.container.querySelector('p')?.dataset.serverRender).toBe('false')
  })

  it("reads the phone's clock in a page the browser drew itself", async () => {
    vi.setSystemTime(PHONE_TIME)
    await act(async () => {
      page.render(
        <Page renderedAt={null}>
          <Clocks />
        </Page>,
      )
    })
    expect(page.container.textContent).toBe(`${PHONE_TIME} ${PHONE_TIME}`)
  })

  describe('under ServerPage, as the app draws its tree', () => {
    function AppPage({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
      return (
        <ServerPage hydrating={hydrating}>
          <Page renderedAt={SERVER_TIME}>{children}</Page>
        </ServerPage>
      )
    }

    it("hydrates with the server's instant, then moves to the phone's in a transition", async () => {
      vi.setSystemTime(SERVER_TIME)
      page.container.innerHTML = renderToString(
        <AppPage hydrating>
          <Clocks />
        </AppPage>,
      )
      expect(page.container.textContent).toBe(`${SERVER_TIME} ${SERVER_TIME}`)
      expect(page.container.querySelector('p')?.dataset.serverRender).toBe('true')

      vi.setSystemTime(PHONE_TIME)
      const serverParagraph = page.container.querySelector('p')
      const recoverable = vi.fn()
      const texts: string[] = []
      await act(async () => {
        page.hydrate(
          <AppPage hydrating>
            <Clocks />
          </AppPage>,
          { onRecoverableError: recoverable },
        )
        texts.push(page.container.textContent)
        await Promise.resolve()
      })
      expect(recoverable).not.toHaveBeenCalled()
      expect(texts).toEqual([`${SERVER_TIME} ${SERVER_TIME}`])
      expect(page.container.querySelector('p')).toBe(serverParagraph)
      expect(page.container.textContent).toBe(`${PHONE_TIME} ${PHONE_TIME}`)
      expect(serverParagraph?.dataset.serverRender).toBe('false')
    })

    it("reads the phone's clock at once in a page the browser drew itself", async () => {
      vi.setSystemTime(PHONE_TIME)
      await act(async () => {
        page.render(
          <AppPage hydrating={false}>
            <Clocks />
          </AppPage>,
        )
      })
      expect(page.container.textContent).toBe(`${PHONE_TIME} ${PHONE_TIME}`)
      expect(page.container.querySelector('p')?.dataset.serverRender).toBe('false')
    })
  })
})
