/**
 * The check run on the phone (docs/decisions/068), when it is offline or the server cannot be
 * reached: the same shared code as the server's, over the jobs this phone keeps. A chunk of its
 * own (`load-phone-check.ts`), fetched when the page opens online and kept by the worker.
 * Taken-down listings' contacts are not on the phone yet: none are passed.
 */
import { checkAdvert, type AdvertCheck } from '#shared/advert-check/check-advert.ts'
import { NO_TAKEN_DOWN_CONTACTS } from '#shared/advert-check/taken-down-contacts.ts'
import type { ApiJob } from '#shared/job.ts'

import { SITE_TIME_ZONE } from '../../../config/site.ts'

export function checkOnPhone(
  text: string,
  keptJobs: readonly ApiJob[],
  now: number,
  siteHost: string,
): AdvertCheck {
  return checkAdvert({
    text,
    listings: keptJobs,
    takenDown: NO_TAKEN_DOWN_CONTACTS,
    now,
    timeZone: SITE_TIME_ZONE,
    // the site's own links name its listings; without this a link here would read as elsewhere
    siteHosts: [siteHost],
  })
}
