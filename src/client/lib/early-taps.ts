/**
 * A server-rendered page is on screen seconds before the app has loaded on a slow link, and its
 * buttons (Save, Share, the theme, the sort) and its forms (contact, newsletter) need the app:
 * React is not listening yet, and such a form sent by the browser would reload the page with the
 * reader's words in the address and an empty form. A tap or a submission in that time is held
 * here, shown as waiting on its button, and given to the app once it has taken the page over.
 * Links, the search form and popover buttons are left alone: the browser does those itself.
 * docs/decisions/016-taps-before-the-app.md.
 */

/** set on a button whose tap waits for the app; base.css shows it as busy */
export const WAITING_TAP_ATTRIBUTE = 'data-waiting-tap'

interface HeldTap {
  /** the tapped button, or the form that was submitted */
  target: HTMLButtonElement | HTMLFormElement
  /** the button marked as waiting, if there is one */
  button: HTMLButtonElement | null
  /** does it again, now that the app has the page */
  replay(): void
}

export interface EarlyTaps {
  /**
   * Stops holding taps. Called as React starts on the page: from then on React hears taps
   * itself, also on parts it has not adopted yet, and a held copy would run twice.
   */
  stop(): void
  /** Gives each held tap to the app, once, in the order they were made. */
  replay(): void
  /** Stops, and forgets the held taps: the app could not start. */
  cancel(): void
}

/**
 * The button's state as the reader saw it. After the app takes over, a button can change meaning:
 * the device's saved jobs turn "Save" into "Saved", and that job must not be unsaved by a tap
 * that asked to save it.
 */
function getMeaning(button: HTMLButtonElement): string {
  const state = ['aria-pressed', 'aria-expanded'].map((name) => button.getAttribute(name))
  return `${state.join('|')}|${button.textContent ?? ''}`
}

function isUsable(button: HTMLButtonElement | null): button is HTMLButtonElement {
  return button !== null && button.isConnected && !button.disabled
}

function holdTap(button: HTMLButtonElement): HeldTap {
  const meaning = getMeaning(button)
  return {
    target: button,
    button,
    replay() {
      // A page React drew afresh has new buttons; the tap is dropped rather than guessed.
      if (isUsable(button) && getMeaning(button) === meaning) button.click()
    },
  }
}

function holdSubmission(form: HTMLFormElement, submitter: HTMLElement | null): HeldTap {
  const button = submitter instanceof HTMLButtonElement ? submitter : null
  return {
    target: form,
    button: button ?? form.querySelector('button:not([type]), button[type="submit"]'),
    replay() {
      if (!form.isConnected) return
      form.requestSubmit(isUsable(button) && button.form === form ? button : undefined)
    },
  }
}

export function holdEarlyTaps(root: HTMLElement): EarlyTaps {
  const held: HeldTap[] = []
  const hold = (tap: HeldTap) => {
    // A second tap while the first waits is the reader's impatience, not a second request.
    if (held.some((earlier) => earlier.target === tap.target)) return
    held.push(tap)
    tap.button?.setAttribute(WAITING_TAP_ATTRIBUTE, '')
    tap.button?.setAttribute('aria-busy', 'true')
  }
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null
    const button = target?.closest('button')
    if (!button || !root.contains(button) || button.disabled) return
    // A popover button works without the app; a submit button's form says what happens.
    if (button.hasAttribute('popovertarget') || (button.type === 'submit' && button.form)) return
    hold(holdTap(button))
  }
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target
    // A form with an action is meant for the browser too (the search: decision 014).
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return
    event.preventDefault()
    hold(holdSubmission(form, event.submitter))
  }
  root.addEventListener('click', onClick, true)
  root.addEventListener('submit', onSubmit, true)
  const stop = () => {
    root.removeEventListener('click', onClick, true)
    root.removeEventListener('submit', onSubmit, true)
  }
  const takeHeld = () => {
    const taps = held.splice(0)
    for (const { button } of taps) {
      button?.removeAttribute(WAITING_TAP_ATTRIBUTE)
      button?.removeAttribute('aria-busy')
    }
    return taps
  }

  return {
    stop,
    replay() {
      for (const tap of takeHeld()) tap.replay()
    },
    cancel() {
      stop()
      takeHeld()
    },
  }
}
