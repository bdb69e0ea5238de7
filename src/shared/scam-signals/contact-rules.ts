/**
 * The two rules about how an advert is answered.
 *
 * contact-by-phone-only: the only way to apply is WhatsApp or a phone number: no email, no
 * website, no job link, no office to hand a letter in at. Weak on its own (weight 3): a small
 * honest shop or farm often has nothing but a phone, and the reader can still check. Beside any
 * other sign it flags, because then nothing traceable stands behind the advert.
 *
 * free-mail-named-employer: a gmail, yahoo, outlook, hotmail or ymail address for an employer
 * that has a domain of its own (known-employers.ts), named as the company or in the title, or
 * claimed by the address itself ("zrp.recruitment@gmail.com"). That is impersonation, so it
 * flags alone. A small business with a gmail address and no domain is not touched.
 */
import { emailDomain, isFreeMailDomain } from '../mail-domains.ts'
import {
  findEmails,
  findPhones,
  findWebsites,
  findWhatsApp,
  mentionsApplyingInPerson,
} from './contact-channels.ts'
import { excerptOf } from './excerpt.ts'
import { localPartClaimsEmployer, namesKnownEmployer } from './known-employers.ts'
import type { NormalisedAdvert } from './normalise-advert.ts'

export function findPhoneOnlyContact(advert: NormalisedAdvert): string | null {
  const { text } = advert.whole
  if (advert.hasJobLink) return null
  if (findEmails(text).length > 0 || findWebsites(text).length > 0) return null
  if (mentionsApplyingInPerson(text)) return null
  const [first] = [...findWhatsApp(text), ...findPhones(text)].sort((a, b) => a.start - b.start)
  return first ? excerptOf(advert.whole, first.start, first.end) : null
}

export function findFreeMailNamedEmployer(advert: NormalisedAdvert): string | null {
  const employerNamed = namesKnownEmployer(advert.company) || namesKnownEmployer(advert.title)
  for (const email of findEmails(advert.whole.text)) {
    // the same free-mail list an employer's post is tiered by (free-mail-domains.ts)
    if (!isFreeMailDomain(emailDomain(email.value))) continue
    const localPart = email.value.slice(0, email.value.indexOf('@'))
    if (employerNamed || localPartClaimsEmployer(localPart)) {
      return excerptOf(advert.whole, email.start, email.end)
    }
  }
  return null
}
