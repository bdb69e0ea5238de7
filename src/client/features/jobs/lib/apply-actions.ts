/**
 * The how-to-apply box's actions (docs/product.md#job-page), one per way to apply the job's data
 * names, in its order: a link to the source, an email with the reference as its subject, a
 * WhatsApp chat, a call, or an address to deliver or post to. The values come from strangers'
 * adverts, so each link is checked again where it is made, and a method whose value gives no link
 * is left out. An address is only ever text, never made into a link.
 */
import { mailtoHref, telHref, whatsappHref } from '#shared/how-to-apply/apply-links.ts'
import type { HowToApply, MethodKind } from '#shared/how-to-apply/how-to-apply.ts'
import { HOW_TO_APPLY_LIMITS } from '#shared/how-to-apply/how-to-apply-limits.ts'
import { formatPhoneNumber } from '#shared/how-to-apply/phone-numbers.ts'

export interface ApplyAction {
  kind: MethodKind
  /** what the reader does: the link's words, or the words before an address */
  label: string
  /** the one-tap link; null for an address, which is shown with a copy button */
  href: string | null
  /** the value as a reader reads it: the site's host, the address, the number */
  text: string
}

/** What each way to apply says: the link's words, or the words before an address. */
const LABELS: Readonly<Record<MethodKind, string>> = {
  link: "Apply on the employer's site",
  email: 'Email your application',
  whatsapp: 'WhatsApp',
  phone: 'Call',
  'in-person': 'Deliver by hand to',
  post: 'Post to',
}

export function applyActions(howToApply: HowToApply, jobTitle: string): ApplyAction[] {
  const { reference } = howToApply
  const actions: ApplyAction[] = []
  // The schema allows no more; a longer list did not come through it, and is cut.
  for (const { kind, value } of howToApply.methods.slice(0, HOW_TO_APPLY_LIMITS.methods)) {
    const url = kind === 'link' ? webLink(value) : null
    const href =
      kind === 'email'
        ? mailtoHref(value, reference, jobTitle)
        : kind === 'phone'
          ? telHref(value)
          : kind === 'whatsapp'
            ? whatsappHref(
                value,
                `Hello, I am applying for ${jobTitle}${reference ? ` (${reference})` : ''}.`,
              )
            : url && value
    const isAddress = kind === 'in-person' || kind === 'post'
    if (!href && !isAddress) continue
    actions.push({
      kind,
      // the first link is the employer's site; another is "Apply online", its host beside it
      label: url && actions.some((action) => action.kind === kind) ? 'Apply online' : LABELS[kind],
      href,
      text: url
        ? url.host
        : kind === 'phone' || kind === 'whatsapp'
          ? formatPhoneNumber(value)
          : value,
    })
  }
  return actions
}

/**
 * The link as the browser will read it, when that is an `http:` or `https:` address without
 * userinfo (`https://employer.co.zw@evil.example` goes to evil.example). The server held the
 * value to the stricter WEB_LINK (method-values.ts); checking it again here with the parser that
 * will follow it costs the page no grammar of host names (about 300 bytes gzip).
 */
function webLink(value: string): URL | null {
  try {
    const url = new URL(value)
    return /^https?:$/.test(url.protocol) && !url.username && !url.password ? url : null
  } catch {
    // not an absolute address
    return null
  }
}
