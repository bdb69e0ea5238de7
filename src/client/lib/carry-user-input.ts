import { whenAppReady } from './app-ready.ts'

type TextField = HTMLInputElement | HTMLTextAreaElement

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number', ''])

function isTextField(element: Element | null): element is TextField {
  if (element instanceof HTMLTextAreaElement) return true
  return element instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(element.type)
}

/** Sets a field the way typing does, so React's onChange (and its state) sees the text. */
function typeInto(field: TextField, value: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype
  // React tracks the value it last set through the element's own property; the prototype's
  // setter goes around that tracker, so the input event below counts as a change.
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * A server-rendered page can be typed into before the app takes it over (seconds, on a slow
 * phone). The app's render replaces those fields with its own; this copies what was typed, and
 * the focus and caret, from each old field to the new one with the same id once the app is
 * ready. The old elements keep their values after React has removed them, so they are read then.
 */
export function carryUserInput(root: HTMLElement): Promise<void> {
  const fields = [...root.querySelectorAll('input[id], textarea[id]')].filter(isTextField)
  const active = document.activeElement
  let focused: TextField | null = isTextField(active) && root.contains(active) ? active : null
  const onFocusIn = (event: FocusEvent) => {
    if (isTextField(event.target as Element)) focused = event.target as TextField
  }
  // Leaving a field on purpose forgets it; losing focus because React removed it does not.
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target
    queueMicrotask(() => {
      const current = focused
      if (current && left === current && current.isConnected) focused = null
    })
  }
  root.addEventListener('focusin', onFocusIn)
  root.addEventListener('focusout', onFocusOut)

  return whenAppReady().then(() => {
    root.removeEventListener('focusin', onFocusIn)
    root.removeEventListener('focusout', onFocusOut)
    for (const old of fields) {
      if (old.isConnected || old.value === old.defaultValue) continue
      const next = document.getElementById(old.id)
      if (isTextField(next) && next.value !== old.value) typeInto(next, old.value)
    }
    if (!focused || focused.isConnected || !focused.id) return
    // Only when the reader's focus went with the old field, never taken from elsewhere.
    if (document.activeElement && document.activeElement !== document.body) return
    const next = document.getElementById(focused.id)
    if (!isTextField(next)) return
    next.focus({ preventScroll: true })
    const end = next.value.length
    const { selectionStart, selectionEnd } = focused
    try {
      next.setSelectionRange(selectionStart ?? end, selectionEnd ?? end)
    } catch {
      // email and number inputs have no selection API; the caret stays where focus put it.
    }
  })
}
