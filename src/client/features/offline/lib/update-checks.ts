/**
 * When to ask the server for a new service worker. The browser checks by itself only on
 * navigations (and at most daily), which a phone left open on one page may not make for days;
 * checking more often than hourly would spend the user's data for little.
 */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000

export interface UpdateCheckState {
  online: boolean
  visible: boolean
  /** a new worker is already installing or waiting */
  updatePending: boolean
  lastCheckAt: number
  now: number
}

export function shouldCheckForUpdate(state: UpdateCheckState): boolean {
  return (
    state.online &&
    state.visible &&
    !state.updatePending &&
    state.now - state.lastCheckAt >= UPDATE_CHECK_INTERVAL_MS
  )
}
