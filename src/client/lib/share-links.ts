/**
 * The links every share on the site is made of (docs/product.md#sharing): a job's page, for the
 * job's Share menu and the advert check's answer, and WhatsApp's, which most shares here go to.
 */

/** The address of a job's page on this site. */
export function jobPageUrl(id: string, origin: string): string {
  return `${origin}/job/${encodeURIComponent(id)}`
}

/** WhatsApp's link that opens a chat, to a contact the reader picks, with `text` written. */
export function whatsAppShareLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`
}
