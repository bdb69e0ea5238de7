/**
 * The questions every payment rule asks about the words around a match: who pays (an applicant,
 * or "we", "customers", "the employer"), and whether the sentence describes a duty of the job
 * ("reconcile EcoCash payments") or a salary ("paid monthly by bank transfer") rather than a
 * demand on the reader. Word lists are regular expressions over single lower-case words.
 */
import { anyIn, wordsAfter, wordsBefore, type Word } from './words.ts'

export const PAY_VERB = /^(?:pay|send|deposit|transfer|remit|bring)$/

/** The employer as subject: "we pay", "the company will pay". */
const EMPLOYER =
  /^(?:we|we'll|us|our|company|employer|employers|organisation|organization|management|firm|they|bank|ngo|client)$/

/** Someone else pays or is paid: the job is to serve them. */
export const THIRD_PARTY =
  /^(?:customers?|clients?|patients?|students?|learners?|parents?|members?|subscribers?|tenants?|buyers?|shoppers?|farmers?|beneficiaries|users?|passengers?|guests?|suppliers?|creditors?|debtors?|vendors?|merchants?|staff|employees?|workers?|contractors?|travell?ers?|traders?|public|consumers?|policyholders?|cashiers?|tellers?|households?|families|communities)$/

/** The job's own pay, or the pay of others. */
export const SALARY =
  /^(?:salary|salaries|wage|wages|stipends?|allowances?|remuneration|commissions?|bonus|bonuses|payslips?|payroll|earnings|income|package|pensions?|dividends|benefits|overtime|gratuity|invoices?|bills|claims|tax|taxes|rent|rentals|utilities)$/

/** Verbs that make money words part of the work described: "reconcile EcoCash payments". */
export const DUTY_VERB =
  /^(?:reconcil\w*|process|processes|processing|processed|handl\w*|manag\w*|record|recording|captur\w*|receipt\w*|monitor\w*|audit\w*|overs\w*|supervis\w*|verif\w*|post|posting|prepar\w*|facilitat\w*|assist\w*|help\w*|administ\w*|operat\w*|maintain\w*|track\w*|collect\w*|disburs\w*|ensur\w*|invoic\w*|billing|authori[sz]\w*|approv\w*|review\w*|balanc\w*|resolv\w*|analys\w*|enabl\w*|promot\w*|sell\w*|market\w*|train|educat\w*|advis\w*|waiv\w*|refund\w*)$/

/** Nouns that make them a skill asked for: "experience with EcoCash payments". */
export const SKILL =
  /^(?:knowledge|experience|experienced|familiar\w*|proficien\w*|skills?|systems?|platforms?|responsib\w*|duties|queries|records)$/

export const DOCUMENT =
  /^(?:cvs?|resumes?|applications?|documents?|certificates?|letters?|details|cop(?:y|ies)|id|photos?|qualifications|transcripts|references|portfolio|email)$/

/** "basic pay", "your pay", "good pay": "pay" as a noun. */
const NOUN_BEFORE =
  /^(?:basic|gross|net|good|competitive|attractive|monthly|weekly|take-home|home|holiday|sick|overtime|equal|annual|leave|back|hourly|daily|the|your|our|their|his|her|its|excellent|great|high|higher|decent|fair|base|top|starting|average|performance)$/
const NOUN_AFTER =
  /^(?:is|are|was|of|range|ranges|scale|grade|band|rate|rates|package|per|will|would|structure|details|and|slip|roll|point|levels?|increase|negotiable|dependent|depends|commensurate|plus)$/

/** The words of the verb's own part of the sentence: since the last comma, at most four. */
function ownWordsBefore(words: readonly Word[], index: number): Word[] {
  const before = wordsBefore(words, index, 4)
  const comma = before.map((word) => word.text).lastIndexOf(',')
  return before.slice(comma + 1)
}

/**
 * Whether the pay verb at `verb` asks the reader to pay: not "pay" the noun ("the pay is"),
 * not the employer paying, not customers paying or being paid.
 */
export function isReaderPaying(text: string, words: readonly Word[], verb: Word): boolean {
  const previous = wordsBefore(words, verb.start, 1)[0]
  if (previous && NOUN_BEFORE.test(previous.text)) return false
  if (/^\s*[:=(]/.test(text.slice(verb.end))) return false
  const [next] = wordsAfter(words, verb.end, 1)
  if (next && NOUN_AFTER.test(next.text)) return false
  const subject = ownWordsBefore(words, verb.start)
  return !anyIn(subject, EMPLOYER) && !anyIn(subject, THIRD_PARTY) && !anyIn(subject, DUTY_VERB)
}

/** Payer verbs in a clause that ask the reader to pay. */
export function readerPayVerbs(text: string, words: readonly Word[]): Word[] {
  return words.filter((word) => PAY_VERB.test(word.text) && isReaderPaying(text, words, word))
}
