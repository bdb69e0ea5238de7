/**
 * Whether a clause of an advert tells the reader how to apply, and whether it asks for
 * documents. An address or number in an advert is a way to apply only when its clause says so:
 * the employer's switchboard in the footer ("Tel: 0242 700 000. Email: info@…") is not.
 *
 * - Words of applying count on their own: apply, application, CV, cover letter, send, submit,
 *   forward, deliver, drop, hand in, bring, in person, walk-in, "addressed to", post to; "email" and "WhatsApp" as
 *   verbs ("email your CV to", "WhatsApp your CV to").
 * - Reaching a person counts: "Call Mrs Ncube on …", "Contact the HR Manager on …"; a small
 *   employer's advert often has no other way to apply, and a switchboard is no person.
 * - Words of reaching someone count only beside words about the job: call, phone, contact,
 *   reach, SMS, "app" (WhatsApp, as people write it), and "email" or "WhatsApp" written straight before the address or number, as
 *   footers write them. "For enquiries call 0242 123456" and "Interested? WhatsApp 0772 123
 *   456" count; "Call us on 0242 700 000 for all your hardware needs" and "WhatsApp 0772 123
 *   456" alone do not.
 */
const APPLYING =
  /\b(?:apply|applying|applications?|applicants?|cvs?|c\.v|curriculum vitae|r[eé]sum[eé]s?|cover(?:ing)? letters?|send|sending|submit\w{0,6}|submissions?|forward\w{0,4}|deliver(?:ed|y)?|drop(?:ped)?|hand(?:ed)? in|bring|in person|walk[\s-]?in|addressed to|post(?:ed)? (?:to|your|it|them|applications?)|by post)\b/i
/** "email your CV", not "Email: hr@…", "email hr@…" nor "our email address". */
const CHANNEL_AS_VERB =
  /\b(?:e-?mail(?:ed)?|whats\s?app)\b(?!\s{0,3}[:-]?\s{0,3}(?:[\w.+-]{1,64}@|\+?\(?\d|address|number))/i
const REACHING = /\b(?:call|phone|contact|reach|ring|sms|e-?mail|whats\s?app|app)\b/i
const ABOUT_THE_JOB =
  /\b(?:enquir\w{0,4}|inquir\w{0,4}|quer(?:y|ies)|information|interested|candidates?|(?:this|the) (?:post|position|job|vacancy|role))\b/i

const REACHING_A_PERSON =
  /\b(?:call|phone|contact|ring|sms|whats\s?app|app)\s(?:mr|mrs|ms|miss|dr|sister|the (?:hr|human resources|recruitment|personnel)\b)/i

export function saysToApply(clause: string): boolean {
  return (
    APPLYING.test(clause) ||
    CHANNEL_AS_VERB.test(clause) ||
    REACHING_A_PERSON.test(clause) ||
    (REACHING.test(clause) && ABOUT_THE_JOB.test(clause))
  )
}

/**
 * Documents are asked for when the clause sends, attaches or brings them, or speaks of copies:
 * "Requirements: a clean driver's licence" names a qualification, "a copy of your driver's
 * licence" a document.
 */
const SENDS_DOCUMENTS =
  /\b(?:send|submit\w{0,6}|e-?mail|whats\s?app|attach\w{0,5}|enclos\w{0,4}|accompan\w{0,5}|bring|deliver\w{0,3}|drop\w{0,5}|forward\w{0,4}|upload\w{0,4}|hand(?:ed)? in|cop(?:y|ies) of|certified|together with|along with)\b/i
const MADE_OF = /\b(?:includ\w{0,3}|compris\w{1,3}|contain\w{0,3}|consist\w{0,3})\b/i
const APPLICATION = /\b(?:applications?|documents|cvs?)\b/i

export function asksForDocuments(clause: string): boolean {
  return SENDS_DOCUMENTS.test(clause) || (MADE_OF.test(clause) && APPLICATION.test(clause))
}

/** What a heading is about: "How to apply", "Required documents", or anything else. */
export type Section = 'apply' | 'documents' | 'other'

export function sectionOf(heading: string): Section {
  if (/\b(?:apply|applying|applications?|submissions?)\b/i.test(heading)) return 'apply'
  if (/\b(?:documents?|attachments?|enclosures?|checklist)\b/i.test(heading)) return 'documents'
  return 'other'
}
