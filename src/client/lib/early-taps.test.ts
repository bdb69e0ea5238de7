import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { holdEarlyTaps, WAITING_TAP_ATTRIBUTE } from './early-taps.ts'

let root: HTMLElement

beforeEach(() => {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="save" aria-pressed="false">Save</button>
      <button type="button" id="share" aria-expanded="false"><svg></svg><span>Share</span></button>
      <button type="button" id="menu" popovertarget="panel">Menu</button>
      <button type="button" id="off" disabled>Archived</button>
      <form action="/" id="search-form"><input name="q" /><button id="search">Search</button></form>
      <form id="contact"><input name="name" /><button id="send">Send</button></form>
      <a href="#top" id="link">Top</a>
    </div>
    <button type="button" id="outside">Outside</button>`
  root = document.getElementById('root') as HTMLElement
})

afterEach(() => {
  document.body.innerHTML = ''
})

const button = (id: string) => document.getElementById(id) as HTMLButtonElement

/** Listens as the app's handler would, after the app has taken the page over. */
function countTaps(id: string): () => number {
  let taps = 0
  button(id).addEventListener('click', () => taps++)
  return () => taps
}

describe('holdEarlyTaps', () => {
  it('holds a tap, marks its button as waiting, and gives it to the app once', () => {
    const taps = holdEarlyTaps(root)
    button('save').click()
    expect(button('save').hasAttribute(WAITING_TAP_ATTRIBUTE)).toBe(true)
    expect(button('save').getAttribute('aria-busy')).toBe('true')

    taps.stop()
    const savesSeen = countTaps('save')
    taps.replay()

    expect(savesSeen()).toBe(1)
    expect(button('save').hasAttribute(WAITING_TAP_ATTRIBUTE)).toBe(false)
    expect(button('save').hasAttribute('aria-busy')).toBe(false)
    taps.replay()
    expect(savesSeen()).toBe(1)
  })

  it('counts repeated taps on a waiting button as one, and replays buttons in tap order', () => {
    const taps = holdEarlyTaps(root)
    button('share').querySelector('span')?.click()
    button('save').click()
    button('share').click()
    taps.stop()

    const order: string[] = []
    for (const id of ['save', 'share']) button(id).addEventListener('click', () => order.push(id))
    taps.replay()

    expect(order).toEqual(['share', 'save'])
  })

  it('drops a tap whose button means something else once the app has it', () => {
    const taps = holdEarlyTaps(root)
    button('save').click()
    taps.stop()
    // The device's saved jobs: the app shows this job as saved already.
    button('save').setAttribute('aria-pressed', 'true')
    button('save').textContent = 'Saved'
    const savesSeen = countTaps('save')

    taps.replay()

    expect(savesSeen()).toBe(0)
    expect(button('save').hasAttribute(WAITING_TAP_ATTRIBUTE)).toBe(false)
  })

  it('drops a tap whose button the app replaced or disabled', () => {
    const taps = holdEarlyTaps(root)
    button('save').click()
    button('share').click()
    taps.stop()
    const onClick = vi.fn()
    const old = button('save')
    old.replaceWith(old.cloneNode(true))
    button('save').addEventListener('click', onClick)
    old.addEventListener('click', onClick)
    button('share').disabled = true
    button('share').addEventListener('click', onClick)

    taps.replay()

    expect(onClick).not.toHaveBeenCalled()
  })

  it('leaves what the browser does itself: popovers, form submissions, links, disabled buttons', () => {
    // jsdom cannot navigate; the submission itself is the browser's.
    const searchForm = document.getElementById('search-form') as HTMLFormElement
    let searchesSent = 0
    searchForm.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) searchesSent++
      event.preventDefault()
    })
    const taps = holdEarlyTaps(root)
    for (const id of ['menu', 'off', 'search', 'outside', 'link']) button(id).click()
    taps.stop()
    const seen = ['menu', 'search', 'outside'].map((id) => countTaps(id))
    taps.replay()

    expect(seen.map((count) => count())).toEqual([0, 0, 0])
    expect(searchesSent).toBe(1)
    expect(root.querySelectorAll(`[${WAITING_TAP_ATTRIBUTE}]`)).toHaveLength(0)
  })

  it('holds a form only the app can send, and sends it once through the app', () => {
    const form = document.getElementById('contact') as HTMLFormElement
    const sent: (HTMLElement | null)[] = []
    const listen = () =>
      form.addEventListener('submit', (event) => {
        // What the app's handler does; a held submission arrives here prevented already.
        if (event.defaultPrevented) return
        event.preventDefault()
        sent.push(event.submitter)
      })
    const taps = holdEarlyTaps(root)
    listen()
    button('send').click()
    form.requestSubmit()
    expect(sent).toEqual([])
    expect(button('send').getAttribute('aria-busy')).toBe('true')

    taps.stop()
    taps.replay()

    expect(sent).toEqual([button('send')])
    expect(button('send').hasAttribute('aria-busy')).toBe(false)
  })

  it('drops a held submission whose form the app replaced', () => {
    const form = document.getElementById('contact') as HTMLFormElement
    const taps = holdEarlyTaps(root)
    button('send').click()
    taps.stop()
    form.replaceWith(form.cloneNode(true))
    const onSubmit = vi.fn((event: Event) => event.preventDefault())
    form.addEventListener('submit', onSubmit)
    document.getElementById('contact')?.addEventListener('submit', onSubmit)

    taps.replay()

    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('holds nothing once stopped: React hears those taps itself', () => {
    const taps = holdEarlyTaps(root)
    taps.stop()
    button('save').click()
    const savesSeen = countTaps('save')
    taps.replay()

    expect(savesSeen()).toBe(0)
    expect(button('save').hasAttribute(WAITING_TAP_ATTRIBUTE)).toBe(false)
  })

  it('when the app cannot start, forgets the taps and stops showing them as waiting', () => {
    const taps = holdEarlyTaps(root)
    button('save').click()
    const savesSeen = countTaps('save')

    taps.cancel()
    button('save').click()

    expect(savesSeen()).toBe(1)
    expect(button('save').hasAttribute(WAITING_TAP_ATTRIBUTE)).toBe(false)
    expect(button('save').hasAttribute('aria-busy')).toBe(false)
  })
})
