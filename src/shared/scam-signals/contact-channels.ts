/**
 * The ways an advert can be answered, found in its normalised text: email addresses, websites,
 * phone numbers (Zimbabwe mobiles and landlines, with or without +263), WhatsApp, and handing
 * a letter in at an office. Links to chat apps and social pages are not websites: a wa.me link
 * is WhatsApp, and a Facebook page proves no more than a phone number does.
 */
export interface Found {
  start: number
  end: number
  value: string
}

/** Tested on the run of address characters round each "@", never across the whole text. */
const EMAIL = /^[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/
/** Tested on one whitespace-separated token at a time, anchored, so it cannot run away. */
const URL =
  /^(?:[a-z]+:(?!\/\/))?(https?:\/\/\S+|www\.\S+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:co\.zw|org\.zw|ac\.zw|gov\.zw|co\.za|com|org|net|int|zw|africa|io|info|jobs)(?:\/\S*)?)$/
const CHAT_OR_SOCIAL =
  /(?:wa\.me|whatsapp\.com|facebook\.com|fb\.com|fb\.me|\bt\.me|telegram|instagram\.com|tiktok\.com|bit\.ly|tinyurl|linktr\.ee)/
const PHONE = /(?:\+|\b00|\b0|\b263)[\d\s\-().]{7,}\d/g
const WHATSAPP = /\bwhatsapp\b|\bwa\.me\b/g
const IN_PERSON =
  /\b(?:hand[\s-]?deliver\w*|deliver (?:your )?(?:cv|application)s?|drop (?:off )?(?:your )?(?:cv|application)s?|walk[\s-]?in|p\.?\s?o\.? box|physical address|in person at|at our (?:offices?|premises|shop|branch))\b/

function findAll(text: string, pattern: RegExp): Found[] {
  return [...text.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    value: match[0],
  }))
}

export function findEmails(text: string): Found[] {
  const found: Found[] = []
  let at = text.indexOf('@')
  while (at !== -1) {
    let start = at
    // a local part is at most 64 characters
    while (start > at - 64 && start > 0 && /[a-z0-9._%+-]/.test(text[start - 1] ?? '')) start -= 1
    while (/[._%+-]/.test(text[start] ?? '')) start += 1
    const match = EMAIL.exec(text.slice(start, at + 256))
    if (match && start < at) {
      const value = match[0].replace(/[.-]+$/, '')
      found.push({ start, end: start + value.length, value })
    }
    at = text.indexOf('@', at + 1)
  }
  return found
}

/** Website addresses, not email addresses, nor chat and social links. */
export function findWebsites(text: string): Found[] {
  const found: Found[] = []
  for (const token of text.matchAll(/[^\s(),;<>"'[\]]+/g)) {
    if (token[0].includes('@')) continue
    const match = URL.exec(token[0].replace(/[.:!?]+$/, ''))
    const value = match?.[1]
    if (!value || CHAT_OR_SOCIAL.test(value)) continue
    const start = token.index + token[0].indexOf(value)
    found.push({ start, end: start + value.length, value })
  }
  return found
}

/** Phone numbers: 9 digits or more, starting 0, +, 00 or 263 (two in a row may run together). */
export function findPhones(text: string): Found[] {
  return findAll(text, PHONE).filter((found) => found.value.replace(/\D/g, '').length >= 9)
}

export function findWhatsApp(text: string): Found[] {
  return findAll(text, WHATSAPP)
}

export function mentionsApplyingInPerson(text: string): boolean {
  return IN_PERSON.test(text)
}
