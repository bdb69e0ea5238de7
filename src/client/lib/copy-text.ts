/**
 * Copies text to the clipboard. The async Clipboard API is missing on older Android browsers and
 * outside secure contexts, and it can be refused; then the old hidden-textarea copy is tried.
 * Never throws: a copy failure falls back silently and the caller still shows
 * its success toast.
 */
export async function copyText(text: string): Promise<void> {
  try {
    if (typeof navigator.clipboard?.writeText === 'function') {
      await navigator.clipboard.writeText(text)
      return
    }
  } catch {
    // Refused or unavailable: fall through to the older method.
  }
  copyWithTextarea(text)
}

function copyWithTextarea(text: string): void {
  const previousFocus = document.activeElement
  const textarea = document.createElement('textarea')
  textarea.value = text
  // Read-only keeps the on-screen keyboard shut; 16px stops iOS from zooming in on focus.
  textarea.setAttribute('readonly', '')
  textarea.tabIndex = -1
  Object.assign(textarea.style, {
    position: 'fixed',
    top: '0',
    left: '0',
    width: '1px',
    height: '1px',
    padding: '0',
    border: '0',
    opacity: '0',
    fontSize: '16px',
  })
  document.body.append(textarea)
  try {
    // The copy command copies the selection of the focused element.
    textarea.focus({ preventScroll: true })
    textarea.select()
    textarea.setSelectionRange(0, text.length)
    if (typeof document.execCommand === 'function') document.execCommand('copy')
  } catch {
    // Nothing else to try; the caller's toast is shown regardless.
  } finally {
    textarea.remove()
    if (previousFocus instanceof HTMLElement) previousFocus.focus({ preventScroll: true })
  }
}
