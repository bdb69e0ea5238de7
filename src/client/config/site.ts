/** Facts about the site the app needs at build time. */
export const SITE_NAME = 'JobsZW'
/** Must match the server's SITE_TIMEZONE; deadlines end at 23:59:59.999 on their day here. */
export const SITE_TIME_ZONE = 'Africa/Harare'
export const DEFAULT_DESCRIPTION =
  'Jobs in Zimbabwe with a live countdown to every application deadline. Free, no sign-in, works offline.'
export const SHARE_IMAGE_PATH = '/og-image.png'
