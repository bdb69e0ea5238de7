/**
 * What a reader has done in a part of the page that is about to be drawn afresh (the server's
 * HTML giving way to the app's, components/server-drawn-part.tsx): which of its <details> are
 * open, and which of its controls has the focus. The new part shows the same thing, so its
 * controls come in the same order as the old one's.
 */
export interface PartState {
  open: boolean[]
  /** the focused control's place among the part's controls, or -1 */
  focus: number
}

const CONTROLS = 'a,button,input,select,summary,textarea'

export function readPartState(part: Element): PartState {
  return {
    open: [...part.querySelectorAll('details')].map((details) => details.open),
    focus: [...part.querySelectorAll(CONTROLS)].indexOf(document.activeElement as Element),
  }
}

/**
 * Opens what was open, and gives the focus to the same control, unless the reader has since put
 * it elsewhere: only a focus lost with the old part (left on the page's body) is given back.
 */
export function restorePartState(part: Element, state: PartState): void {
  part.querySelectorAll('details').forEach((details, index) => {
    if (state.open[index]) details.open = true
  })
  const control = part.querySelectorAll(CONTROLS)[state.focus]
  const active = document.activeElement
  if (control instanceof HTMLElement && (!active || active === document.body))
    control.focus({ preventScroll: true })
}
