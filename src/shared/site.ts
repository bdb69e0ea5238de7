/** Facts about the site that the app and the server both state. */
export const SITE_NAME = 'JobsZW'

/** The document title of a page: "Career Blog | JobsZW". */
export function formatPageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`
}

export const DEFAULT_DESCRIPTION =
  'Jobs in Zimbabwe with a live countdown to every application deadline. Free, no sign-in, works offline.'
/** the default link-preview image, 1200x630 (public/og-image.png) */
export const SHARE_IMAGE_PATH = '/og-image.png'
export const SHARE_IMAGE_WIDTH = 1200
export const SHARE_IMAGE_HEIGHT = 630
