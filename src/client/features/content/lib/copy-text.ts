/**
 * Copies text to the clipboard. When the Clipboard API is missing or refused (an insecure
 * context, an older browser, a denied permission), the element showing the text is selected
 * instead, so that the reader can copy it with the browser's own menu.
 */
export async function copyTextOrSelect(
  text: string,
  element: HTMLElement | null,
): Promise<'copied' | 'selected'> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard API unavailable')
    await navigator.clipboard.writeText(text)
    return 'copied'
  } catch {
    if (element) {
      // Focus first: moving focus may collapse a selection made before it.
      element.focus()
      window.getSelection()?.selectAllChildren(element)
    }
    return 'selected'
  }
}
