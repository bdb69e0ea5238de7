import { whenAppReady } from './app-ready.ts'

type TextField = HTMLInputElement | HTMLTextAreaElement

/**
 * Fields a form sends have a name, and fields found again on a page drawn afresh have an id. A
 * field with neither is the app's own business (a filter, say) and is not carried.
 */
const CARRIED_FIELDS = 'input[id], textarea[id], input[name], textarea[name]'

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number', ''])

function isTextField(element: Element | null): element is TextField {
  if (element instanceof HTMLTextAreaElement) return true
  return element instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(element.type)
}

interface TypedText {
  value: string
  selectionStart: number | null
  selectionEnd: number | null
}

function readTyped(field: TextField): TypedText {
  try {
    return {
      value: field.value,
      selectionStart: field.selectionStart,
      selectionEnd: field.selectionEnd,
    }
  } catch {
    // email and number inputs have no selection API
    return { value: field.value, selectionStart: null, selectionEnd: null }
  }
}

function restoreSelection(field: TextField, typed: TypedText): void {
  const end = field.value.length
  try {
    field.setSelectionRange(typed.selectionStart ?? end, typed.selectionEnd ?? end)
  } catch {
    // email and number inputs have no selection API; the caret stays where focus put it.
  }
}

/** Sets a field the way typing does, so React's onChange (and its state) sees the text. */
function typeInto(field: TextField, value: string): void {
  // React keeps the value it last saw through the element's own `value` property. Setting that
  // to something else first, then the text through the prototype's setter (around React), makes
  // the input event below a change React sees: also for a hydrated field that still shows the
  // typed text but whose state never had it.
  field.value = value === '' ? ' ' : ''
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * A server-rendered page can be typed into before the app takes it over (seconds, on a slow
 * phone). Hydrating keeps the fields but not what React thinks is in them, and a page drawn again
 * instead (when hydrating fails) has new fields. This remembers what was typed, and the focus
 * and caret, and once the app is ready gives it to the app's field: the same element, or the one
 * with the same id.
 */
export function carryUserInput(root: HTMLElement): Promise<void> {
  const fields = [...root.querySelectorAll(CARRIED_FIELDS)].filter(isTextField)
  // A field React kept may have lost the text by the time the app is ready (its state never had
  // it), so what is typed is remembered as it is typed.
  const typed = new Map<TextField, TypedText>()
  for (const field of fields)
    if (field.value !== field.defaultValue) typed.set(field, readTyped(field))
  const onInput = (event: Event) => {
    const field = event.target as Element
    if (isTextField(field) && field.matches(CARRIED_FIELDS)) typed.set(field, readTyped(field))
  }
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
  root.addEventListener('input', onInput, true)
  root.addEventListener('focusin', onFocusIn)
  root.addEventListener('focusout', onFocusOut)

  return whenAppReady().then(() => {
    root.removeEventListener('input', onInput, true)
    root.removeEventListener('focusin', onFocusIn)
    root.removeEventListener('focusout', onFocusOut)
    for (const old of fields) {
      // A removed field keeps its value; a kept one may not.
      const text = old.isConnected ? typed.get(old) : readTyped(old)
      if (!text || (!old.isConnected && text.value === old.defaultValue)) continue
      const next = old.isConnected ? old : old.id ? document.getElementById(old.id) : null
      if (!isTextField(next)) continue
      typeInto(next, text.value)
      if (next === document.activeElement) restoreSelection(next, text)
    }
    if (!focused || focused.isConnected || !focused.id) return
    // Only when the reader's focus went with the old field, never taken from elsewhere.
    if (document.activeElement && document.activeElement !== document.body) return
    const next = document.getElementById(focused.id)
    if (!isTextField(next)) return
    next.focus({ preventScroll: true })
    restoreSelection(next, typed.get(focused) ?? readTyped(focused))
  })
}
