/**
 * Web links in a clause ("Apply online at https://…", "www.example.co.zw/careers"), and the
 * WhatsApp chats written as links (`wa.me/263…`, `api.whatsapp.com/send?phone=…`), which are
 * WhatsApp numbers. A link is kept only in its safe form (method-values.ts).
 */
import { removeControls } from '../control-characters.ts'
import type { Found } from './found.ts'
import { WEB_LINK } from './method-values.ts'
import { toE164 } from './phone-numbers.ts'

const LINK = /\b(?:https?:\/\/|www\.|wa\.me\/)[^\s<>"`\\]{1,2000}/gi
const WHATSAPP_LINK =
  /^(?:https?:\/\/)?(?:wa\.me\/|(?:api|web)\.whatsapp\.com\/send\/?\?(?:[^#]*&)?phone=)\+?([0-9]{6,15})/i

export type FoundLink = Found<{ kind: 'link' | 'whatsapp'; value: string }>

export function findLinks(text: string): FoundLink[] {
  const found: FoundLink[] = []
  for (const match of text.matchAll(LINK)) {
    const written = match[0].replace(/[.,;:!?)\]}'"]+$/, '')
    const span = { at: match.index, end: match.index + written.length }
    const chat = WHATSAPP_LINK.exec(written)?.[1]
    if (chat) {
      const number = toE164(chat.startsWith('0') ? chat : `+${chat}`)
      if (number) found.push({ ...span, value: { kind: 'whatsapp', value: number } })
      continue
    }
    const link = toWebLink(written.startsWith('www.') ? `https://${written}` : written)
    if (link) found.push({ ...span, value: { kind: 'link', value: link } })
  }
  return found
}

/**
 * A link as a source or an advert gives it, in its safe form: the characters a browser would
 * escape itself (quotes, angle brackets, the backtick, letters beyond ASCII) percent-encoded,
 * the rest as written. Null for anything but an http(s) link to a plain host.
 */
export function toWebLink(written: string): string | null {
  const trimmed = written.trim()
  if (/[\s\\]/.test(trimmed) || removeControls(trimmed) !== trimmed) return null
  const link = trimmed.replace(/["<>`]|[^\x21-\x7e]/gu, (character) =>
    // A lone surrogate (a broken character) would make encodeURIComponent throw.
    /[\ud800-\udfff]/u.test(character) ? '%EF%BF%BD' : encodeURIComponent(character),
  )
  return link.length <= 2000 && WEB_LINK.test(link) ? link : null
}
