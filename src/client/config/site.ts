/** Facts about the site the app needs at build time. */
import { SITE_NAME } from '#shared/site.ts'

export { DEFAULT_DESCRIPTION, formatPageTitle, SHARE_IMAGE_PATH, SITE_NAME } from '#shared/site.ts'

/** Must match the server's SITE_TIMEZONE; deadlines end at 23:59:59.999 on their day here. */
export const SITE_TIME_ZONE = 'Africa/Harare'

export const HOME_TITLE = `${SITE_NAME} - Find Your Next Dream Job in Zimbabwe`
