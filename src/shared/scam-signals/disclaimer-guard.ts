/**
 * Finds where an employer says it does NOT charge ("We never charge fees", "Recruitment is free
 * of charge", "Beware of fraudsters asking for money") so the payment rules skip those words.
 *
 * The guard is narrow on purpose. A negation counts only when it reaches a charge verb across
 * filler words ("will not, at any stage, be asked to pay") and the verb has a money word after
 * it. So "Do not delay, pay the $10 registration fee" is not a disclaimer: its "not" belongs to
 * "delay". A denial's span runs from the start of its comma-part to the end of its clause; a
 * warning ("beware of fraudsters who...", "if anyone asks you to pay...") covers its whole
 * clause. Either stops at a comma followed by a new order to pay ("We charge no fees, pay $10").
 */
import { wordsOf, type Word } from './words.ts'

export interface Span {
  start: number
  end: number
}

const NEGATOR = /^(?:not|never|no|nor|none)$/
const CHARGE_VERB =
  /^(?:charg(?:e|es|ed|ing)|ask(?:s|ed|ing)?|request(?:s|ed|ing)?|requir(?:e|es|ed|ing)|collect(?:s|ed|ing)?|demand(?:s|ed|ing)?|solicit(?:s|ed|ing)?|lev(?:y|ies|ied)|pay(?:s|ing)?|paid|send(?:s|ing)?|sent|deposit|give|accept(?:s|ed)?|takes?|expect(?:s|ed)?)$/
const MONEY =
  /^(?:fees?|money|payments?|charges?|cash|deposits?|anything|cents?|dollars?|bribes?|levies|funds|amounts?|usd|us\$[\d.,]*|\$[\d.,]*)$/
/** Words that may stand between a negator and its charge verb without taking the negation. */
const FILLER =
  /^(?:,|be|been|being|is|are|was|were|will|would|shall|should|must|can|could|may|might|ever|even|at|any|all|stage|point|time|times|of|the|a|an|our|its|this|that|during|in|for|to|you|your|we|us|anyone|anybody|one|person|people|applicants?|candidates?|jobseekers?|job|seekers?|under|circumstances|way|form|whatsoever|asked|expected|need|needed|do|does|did|wo|ca|have|has|and|or|recruitment|process|hiring|selection|staff|members?|employees?|officials?|agents?|representatives?|company|organisation|organization|directly|indirectly|kind)$/
/** Where a disclaimer's reach ends: a new order to pay, or "and" bringing in a sum. */
const NEW_ORDER_TO_PAY =
  /,\s*(?:and |then |now |so )?(?:kindly |please |just )?(?:pay|send|deposit|transfer|remit|ecocash)\b|\band (?:[a-z]+ ){0,3}(?:us\$|usd|\$|zig|r\d)/g

/** Denials of a charge: they clear their own comma-part and what follows in the clause. */
const DENIALS: readonly RegExp[] = [
  /\bfree of charge\b/g,
  /\bat no (?:cost|charge|fee)\b/g,
  /\bfree to apply\b/g,
  /\b(?:is|are) (?:completely |totally |absolutely |entirely |always )?free\b/g,
  /\bno (?:[a-z-]+ )?(?:fees?|charges?|payments?|money)\b/g,
  /\bwithout (?:any |paying )?(?:[a-z-]+ )?(?:fees?|charges?|payments?|cost)\b/g,
  // "Fees are never charged", "a registration fee is not required"
  /\b(?:fees?|money|payments?|charges?)\b(?: [a-z]+){0,3} (?:not|never) (?:be |been )?(?:charged|required|requested|payable|paid|collected|demanded|asked|needed|necessary|accepted)\b/g,
  /\b(?:pay nothing|nothing to pay|costs? (?:you )?nothing|not cost (?:you )?anything)\b/g,
]

/** Warnings about other people's demands: the whole clause is about them, so all of it clears. */
const WARNINGS: readonly RegExp[] = [
  /\b(?:beware|fraudsters?|scammers?|fraudulent|con ?artists?|bogus|impost[eo]rs?|impersonat\w*)\b/g,
  /\bfake (?:agents?|recruiters?|adverts?|advertisements?|people|jobs?|offers?)\b/g,
  /\breport (?:anyone|anybody|any person|such (?:[a-z]+ )?(?:people|persons|individuals|cases|requests|demands))\b/g,
  /\breport (?:it|this|them) to (?:the |our )?(?:police|zrp|head office|hr|security|nearest|office|us)\b/g,
  /\bif (?:anyone|anybody|someone|somebody|any person|a person|an agent|any agent) (?:[a-z]+ ){0,2}(?:asks?|requests?|demands?|tells?|wants?|claims?)\b/g,
]

/** The money word of a negated charge, or null: "never charge(s) ... fees". */
function negatedCharge(words: readonly Word[], negator: number): Word | null {
  for (let verb = negator + 1; verb <= negator + 7; verb += 1) {
    const word = words[verb]
    if (!word) return null
    if (CHARGE_VERB.test(word.text)) return moneyAfter(words, verb)
    if (!FILLER.test(word.text)) return null
  }
  return null
}

function moneyAfter(words: readonly Word[], verb: number): Word | null {
  for (let index = verb + 1; index <= verb + 8; index += 1) {
    const word = words[index]
    if (!word) return null
    if (MONEY.test(word.text)) return word
    const next = words[index + 1]?.text ?? ''
    const before = words[index - 1]?.text ?? ''
    // "..., pay $10": a new order, unless it continues a list of verbs ("never pay, send...").
    if (word.text === ',' && /^(?:pay|send|deposit|transfer|remit)$/.test(next)) {
      if (!CHARGE_VERB.test(before)) return null
    }
  }
  return null
}

/** An order to pay at the start of the clause or of a comma-part: "Pay $10 ..., beware of..." */
const ORDER_TO_PAY =
  /(?:^|,\s*)(?:kindly |please |now )?(?:pay|send|deposit|transfer|remit|ecocash)\b/

function spanFrom(text: string, start: number, matchEnd: number, wholeClause = false): Span {
  // A warning clears its clause back to the start, unless an order to pay comes before it.
  const backToStart = wholeClause && !ORDER_TO_PAY.test(text.slice(0, start))
  const segmentStart = backToStart ? 0 : text.lastIndexOf(',', start - 1) + 1
  let end = text.length
  for (const order of text.slice(matchEnd).matchAll(NEW_ORDER_TO_PAY)) {
    const before = /([a-z]+)\s*$/.exec(text.slice(0, matchEnd + order.index))?.[1] ?? ''
    if (CHARGE_VERB.test(before)) continue
    end = matchEnd + order.index
    break
  }
  return { start: segmentStart, end }
}

/** The parts of a normalised clause in which the payment rules must not fire. */
export function disclaimerSpans(text: string): Span[] {
  const spans: Span[] = []
  const words = wordsOf(text)
  words.forEach((word, index) => {
    if (!NEGATOR.test(word.text)) return
    const money = negatedCharge(words, index)
    if (money) spans.push(spanFrom(text, word.start, money.end))
  })
  for (const [phrases, wholeClause] of [
    [DENIALS, false],
    [WARNINGS, true],
  ] as const) {
    for (const phrase of phrases) {
      for (const match of text.matchAll(phrase)) {
        spans.push(spanFrom(text, match.index, match.index + match[0].length, wholeClause))
      }
    }
  }
  return spans
}

export function isInSpans(spans: readonly Span[], index: number): boolean {
  return spans.some((span) => index >= span.start && index < span.end)
}
