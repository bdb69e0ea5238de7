import { useRouter } from '@tanstack/react-router'
import { useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react'

import { ServerPageContext } from '../hooks/use-client-store.ts'
import { isAppReady } from '../lib/app-ready.ts'
import { readPartState, restorePartState, type PartState } from '../lib/part-state.ts'

const ATTRIBUTE = 'data-server-drawn'
// A box of its own would move the part in its row or column; this wrapper has none.
const NO_BOX = { display: 'contents' } as const

/** The server's element of a part (of any, unnamed), while the app is taking its page over. */
function findServerDrawn(name?: string): Element | null {
  if (typeof document === 'undefined' || isAppReady()) return null
  return document.querySelector(name ? `[${ATTRIBUTE}="${name}"]` : `[${ATTRIBUTE}]`)
}

/** Whether the app is taking over a server's page that has parts kept as it drew them. */
export const isServerDrawnPageShown = () => findServerDrawn() !== null

/**
 * A part of a server's page whose code is not part of a first visit (the list's filters, a
 * tenth of its scripts). Taking that page over, the app keeps the part's HTML as the server drew
 * it, working as it does without scripts (a <details> opens, boxes tick), and fetches the code
 * only once the reader touches the part or what it shows changes. Meanwhile its links and its
 * form go through the app (`onForm`) rather than reloading the page. When the code comes, the
 * part is drawn by the app, with what was open still open and the focus where it was. Drawn by
 * the app alone (a page opened from another), the part waits for its code, as `placeholder`.
 *
 * Its HTML is passed back to React as it is: React does not change what it is given for an
 * element's inner HTML when it hydrates, nor when the same text comes again.
 */
export function ServerDrawnPart<Code>({
  name,
  shows,
  load,
  loaded,
  draw,
  onForm,
  placeholder = null,
}: {
  /** names the part in the page: one per page */
  name: string
  /** what the part shows, as text: while it is what the server's showed, its HTML stands */
  shows: string
  load: () => Promise<Code>
  /** the code, if it has already come */
  loaded: () => Code | null
  draw: (code: Code) => ReactNode
  /** a change in a form of the server's part, or its sending (`sent`), while it shows `shows` */
  onForm?: (form: HTMLFormElement, sent: boolean) => void
  placeholder?: ReactNode
}) {
  const router = useRouter()
  const serverPage = useContext(ServerPageContext)
  const [server] = useState(() => {
    const html = serverPage ? findServerDrawn(name)?.innerHTML : undefined
    return html === undefined ? null : { html, shows }
  })
  const [code, setCode] = useState<Code | null>(() => (server ? null : loaded()))
  const [wanted, setWanted] = useState(false)
  const part = useRef<HTMLDivElement | null>(null)
  const carried = useRef<PartState | null>(null)
  const whenReleased = useRef((then: () => void) => then())
  const needed = code === null && (server === null || wanted || shows !== server.shows)

  useEffect(() => {
    if (!needed) return undefined
    let current = true
    load().then(
      (arrived) =>
        // Not between a press and its click: the old element would go from under the finger,
        // and the tap with it.
        whenReleased.current(() => {
          if (!current) return
          if (part.current) carried.current = readPartState(part.current)
          setCode(() => arrived)
        }),
      (error: unknown) => {
        // Offline before the worker kept it, or replaced by a release: the server's part still
        // works, and the next touch tries again.
        if (current) setWanted(false)
        console.warn(`The ${name} could not load; the page's own still work.`, error)
      },
    )
    return () => {
      current = false
    }
  }, [needed, load, name])

  const keptOnScreen = server !== null && code === null
  // A form drawn for another list (the search changed, its code not here yet) would send that
  // list's fields: its taps wait for the app's part, which is on its way.
  const stillShown = server !== null && shows === server.shows
  useEffect(() => {
    const element = part.current
    if (!keptOnScreen || !element) return undefined
    return listenToServerPart(element, whenReleased, {
      touched: () => setWanted(true),
      link: (href) => void router.navigate({ href, resetScroll: false }),
      form: (form, sent) => {
        if (stillShown) onForm?.(form, sent)
      },
    })
  }, [keptOnScreen, stillShown, router, onForm])

  // Called as the app's part is put in the page, before it is painted.
  const attach = useCallback((element: HTMLDivElement | null) => {
    part.current = element
    if (!element || !carried.current) return
    restorePartState(element, carried.current)
    carried.current = null
  }, [])

  if (code !== null)
    return (
      <div key="app" ref={attach} {...{ [ATTRIBUTE]: name }} style={NO_BOX}>
        {draw(code)}
      </div>
    )
  if (server !== null)
    return (
      <div
        key="server"
        ref={attach}
        {...{ [ATTRIBUTE]: name }}
        style={NO_BOX}
        dangerouslySetInnerHTML={{ __html: server.html }}
        suppressHydrationWarning
      />
    )
  return placeholder
}

/**
 * The server's part, before its code: a tap or a key in it asks for the code, once the browser
 * has done what it does (opened the sheet, ticked the box); its links and forms go through the
 * app instead of loading a page. React does not see these: their elements are not its own.
 * While a finger or a button is down, `whenReleased` holds what would replace the part.
 */
function listenToServerPart(
  element: HTMLElement,
  whenReleased: { current: (then: () => void) => void },
  on: {
    touched: () => void
    link: (href: string) => void
    form: (form: HTMLFormElement, sent: boolean) => void
  },
): () => void {
  let pressed = false
  let held: (() => void) | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const release = () => {
    pressed = false
    clearTimeout(timer)
    const then = held
    held = null
    // After the click's own work (a <summary> opens its sheet once the click is dispatched).
    if (then) setTimeout(then)
  }
  whenReleased.current = (then) => {
    if (pressed) held = then
    else then()
  }
  const handle = (event: Event) => {
    const target = event.target as Element
    const form = target.closest('form')
    if (event.type === 'pointerdown') pressed = true
    // A press that ends in no click (a scroll) lets go of the part too.
    else if (event.type === 'pointerup') timer = setTimeout(release, 500)
    else if (event.type === 'pointercancel') release()
    else if (event.type === 'change' && form) on.form(form, false)
    else if (event.type === 'submit' && form) {
      event.preventDefault()
      on.form(form, true)
    } else if (event.type === 'keyup') on.touched()
    else if (event.type === 'click') {
      on.touched()
      release()
      const link = target.closest('a')
      const { button, metaKey, ctrlKey, shiftKey, altKey } = event as MouseEvent
      if (!link || link.origin !== location.origin || link.target) return
      if (event.defaultPrevented || button || metaKey || ctrlKey || shiftKey || altKey) return
      event.preventDefault()
      on.link(link.pathname + link.search + link.hash)
    }
  }
  for (const type of EVENTS) element.addEventListener(type, handle)
  return () => {
    for (const type of EVENTS) element.removeEventListener(type, handle)
    whenReleased.current = (then) => then()
    clearTimeout(timer)
    held?.()
  }
}

const EVENTS = [
  'pointerdown',
  'pointerup',
  'pointercancel',
  'keyup',
  'click',
  'change',
  'submit',
] as const
