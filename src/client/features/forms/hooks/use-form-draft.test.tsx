import { act } from 'react'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { setUpPageRoot } from '../../../testing/page-root.ts'
import { useFormDraft } from './use-form-draft.ts'

const KEY = 'draft:test'
const EMPTY = { name: '', message: '' }

function DraftForm() {
  const { values, setField, clear } = useFormDraft(KEY, EMPTY)
  return (
    <form>
      <input id="name" value={values.name} onChange={(e) => setField('name', e.target.value)} />
      <textarea
        id="message"
        value={values.message}
        onChange={(e) => setField('message', e.target.value)}
      />
      <button type="button" onClick={clear}>
        Clear
      </button>
    </form>
  )
}

const page = setUpPageRoot()
const field = (id: string) => document.getElementById(id) as HTMLInputElement

function type(id: string, value: string) {
  const element = field(id)
  const prototype = Object.getPrototypeOf(element) as HTMLInputElement
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value)
  element.dispatchEvent(new Event('input', { bubbles: true }))
}

beforeEach(() => localStorage.clear())

describe('useFormDraft', () => {
  it('shows the saved draft, keeps what is typed and forgets a cleared form', async () => {
    localStorage.setItem(KEY, JSON.stringify({ name: 'Rudo', message: 7, extra: 'x' }))
    await act(async () => page.render(<DraftForm />))
    expect(field('name').value).toBe('Rudo')
    expect(field('message').value).toBe('')

    await act(async () => type('message', 'Hello'))
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toEqual({
      name: 'Rudo',
      message: 'Hello',
    })

    await act(async () => page.container.querySelector('button')?.click())
    expect(field('name').value).toBe('')
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it("hydrates the server's empty form without a mismatch, then shows the draft", async () => {
    page.container.innerHTML = renderToString(<DraftForm />)
    localStorage.setItem(KEY, JSON.stringify({ name: 'Tendai', message: 'Draft' }))
    const recoverable = vi.fn()
    await act(async () => page.hydrate(<DraftForm />, { onRecoverableError: recoverable }))
    expect(recoverable).not.toHaveBeenCalled()
    expect(field('name').value).toBe('Tendai')
    expect(field('message').value).toBe('Draft')
    // showing it is not a change: the draft in storage stays as it was
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toEqual({
      name: 'Tendai',
      message: 'Draft',
    })
  })

  it('keeps working in memory when storage fails', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    await act(async () => page.render(<DraftForm />))
    await act(async () => type('name', 'Chipo'))
    expect(field('name').value).toBe('Chipo')
    setItem.mockRestore()
  })
})
