/**
 * The words beside a sum that say whether it is the job's pay.
 *
 * - Pay words before a sum ("salary", "wage", "stipend", "allowance", "earn", "rate", ...) make it
 *   pay, as a period does (pay-periods.ts).
 * - Words of other money ("fee", "budget", "cash", "turnover", "deposit", ...) near it make it
 *   money that is not the pay: "registration fee $10", "manage a budget of USD 50,000", "USD
 *   50,000 budget", "$10 for your forms". Before a sum the nearest telling word decides: in
 *   "sales representative, salary USD 600" it is "salary".
 */
const PAY_WORD =
  /^(?:salary|salaries|pay|paid|paying|wages?|remuneration|stipends?|allowances?|earn|earns|earning|earnings|income|package|rate|basic|gross|net|compensation|emoluments?|honorarium)$/
const OTHER_MONEY_BEFORE =
  /^(?:fees?|deposits?|charges?|visas?|sponsorship|tickets?|send|registration|costs?|payments?|capital|loans?|worth|turnover|budgets?|portfolio|float|transactions?|sales|targets?|revenue|cash|value|valued|amounts?|funds?|grants?|assets|tenders?|invoices?|stock|balances?|ref|reference|code)$/
/** After a sum only the nouns that name it count: "USD 600 + sales commission" is still pay. */
const OTHER_MONEY_AFTER =
  /^(?:fees?|deposits?|charges?|registration|budgets?|turnover|worth|capital|loans?|float|transactions?|revenue|funds?|grants?|tenders?|invoices?|balances?|targets?|visas?|tickets?)$/
const PAID_FOR =
  /^\s*for\s+(?:the\s+|your\s+|an?\s+)?(?:forms?|application|medicals?|uniforms?|registration|processing|placement|training|interview|id card|slots?)\b/i
/** A fee that is the job's pay. */
const PAID_FEE_BEFORE = /^(?:consultancy|consulting|professional|consultant's)$/
const WORD = /\p{L}[\p{L}']*/gu

export function wordsOf(text: string): string[] {
  return [...text.matchAll(WORD)].map((match) => match[0].toLowerCase())
}

/** What the nearest telling word of the clause before a sum says about it. */
export function wordsBeforeSay(clause: string): 'pay' | 'other-money' | null {
  const words = wordsOf(clause).slice(-4).reverse()
  for (const [index, word] of words.entries()) {
    if (PAY_WORD.test(word)) return 'pay'
    if (!OTHER_MONEY_BEFORE.test(word)) continue
    const paidFee = /^fees?$/.test(word) && PAID_FEE_BEFORE.test(words[index + 1] ?? '')
    return paidFee ? 'pay' : 'other-money'
  }
  return null
}

/** Whether the clause after a sum names it as other money. */
export function wordsAfterSayOtherMoney(clause: string): boolean {
  if (PAID_FOR.test(clause)) return true
  return wordsOf(clause)
    .slice(0, 3)
    .some((word) => OTHER_MONEY_AFTER.test(word))
}
