/**
 * The external id of one role of an advert that lists several (adapters/split-advert.ts): the
 * advert's id and `#role-` with the role's slug. Links, the ids of html cards, never keep a
 * fragment, so the suffix names the advert again; its detail page is remembered by that id.
 */
const ROLE_SUFFIX = /#role-[a-z0-9-]{1,80}$/

export function roleExternalId(advertId: string, roleSlug: string): string {
  return `${advertId}#role-${roleSlug}`
}

/** The advert a job was read from: its own id when it is not one role of several. */
export function advertExternalId(externalId: string): string {
  return externalId.replace(ROLE_SUFFIX, '')
}
