/**
 * The in-page reminder banner's memory: when it last showed, kept on the device, so that it
 * shows at most once a day (a due reminder that waits is shown on a later day, or dismissed).
 * Apart from reminders.ts, which the Save button loads with the first page: only the banner's
 * own chunk needs this.
 */
import { DAY_MS } from '#shared/urgency.ts'

import { storage } from '../../../lib/storage.ts'

const BANNER_SHOWN_KEY = 'reminder-banner-shown-at'

/** When the banner last showed (epoch ms; 0: never). */
export async function readBannerShownAt(): Promise<number> {
  return Number(await storage.getItem(BANNER_SHOWN_KEY)) || 0
}

export function markBannerShown(at: number): Promise<void> {
  return storage.setItem(BANNER_SHOWN_KEY, String(at))
}

/** Whether a banner may show at `now`: a day or more since the last one. */
export function mayShowBanner(lastShownAt: number, now: number): boolean {
  return now - lastShownAt >= DAY_MS
}
