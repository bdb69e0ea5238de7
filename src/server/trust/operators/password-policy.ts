/**
 * What an operator's new password must be: long, and not among the first guesses of anyone who
 * tries to sign in as them. Length does most of the work (a phrase of four ordinary words is
 * fine); the rules below refuse the long passwords that are still guessed early: a common word
 * padded with digits and symbols, a run along the keyboard, the operator's own name. The list of
 * words is built in, so nothing is downloaded and no package is added.
 */
import { MAX_PASSWORD_LENGTH } from './password-hash.ts'

export const MIN_PASSWORD_LENGTH = 12
const MIN_DISTINCT_CHARACTERS = 5
/** Share of neighbouring characters that step along a keyboard row or sequence. */
const RUN_SHARE = 0.75

/**
 * Passwords and parts of them that lists of leaked passwords put first (the first six lines),
 * then the words anyone would try on this site (its country, cities, purpose). Compared after
 * folding (see `variants`), so "Passw0rd!", "P@ssword2026" and "password password" all match.
 */
const COMMON_WORDS = `
  password, passwd, pass, passphrase, qwerty, qwertyuiop, qwerty123, asdfgh, asdfghjkl, zxcvbnm,
  qazwsx, abc, abc123, letmein, welcome, iloveyou, loveyou, love, admin, administrator, root,
  user, guest, default, changeme, monkey, dragon, master, football, soccer, baseball, sunshine,
  princess, trustno1, shadow, superman, batman, starwars, whatever, freedom, hello, hello world,
  login, access, secret, test, testing, temp, example, computer, internet, charlie, michael,
  jesus, god, blessed, family, mustang, hunter, ranger, summer, winter, money,
  zimbabwe, zim, zimbo, harare, bulawayo, mutare, gweru, masvingo, kwekwe, chitungwiza,
  victoria falls, jobs, job, jobboard, job board, jobs zw, careers, vacancy, vacancies,
  operator, console, moderator, ecocash, econet
`
  .split(/[,\n]/)
  .map((word) => word.trim())
  .filter(Boolean)

/**
 * Where a password's characters may step to the next: alphabet, digits, keyboard rows (QWERTY,
 * with QWERTZ and AZERTY), shifted digits and keyboard columns. Each works in both directions.
 */
const SEQUENCES = [
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890',
  '`1234567890-=',
  '~!@#$%^&*()_+',
  'qwertyuiop[]\\',
  "asdfghjkl;'",
  'zxcvbnm,./',
  'qwertzuiop',
  'azertyuiop',
  'qsdfghjklm',
  'wxcvbn',
  '1qaz',
  '2wsx',
  '3edc',
  '4rfv',
  '5tgb',
  '6yhn',
  '7ujm',
  '8ik,',
  '9ol.',
  '0p;/',
]

const STEPS = new Set(
  SEQUENCES.flatMap((sequence) => {
    const chars = [...sequence]
    return chars.slice(1).flatMap((next, i) => [`${chars[i]}${next}`, `${next}${chars[i]}`])
  }),
)

/** Digits and symbols that stand in for letters; l, 1, ! and | fold to one letter, i. */
const LOOKALIKE: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '2': 'z',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '6': 'g',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
  '+': 't',
  l: 'i',
}
const LOOKALIKES = /[0-9@$!|+l]/g
const NOT_LETTER = /[^\p{L}\p{M}]+/gu

const unleet = (text: string) => text.replace(LOOKALIKES, (char) => LOOKALIKE[char] ?? char)
const lettersOnly = (text: string) => text.replace(NOT_LETTER, '')

/**
 * The letters a password is made of, read three ways, each lower-cased and with l folded to i:
 * digits, spaces and symbols dropped ("Password1234!" -> password); look-alikes inside a word
 * read as letters and the rest dropped ("P@ssw0rd2026" -> password); every look-alike read as a
 * letter ("p4ssw0rd" -> password).
 */
function variants(password: string): string[] {
  const lower = password.toLowerCase()
  const dropped = unleet(lettersOnly(lower))
  // a run of look-alikes with a letter on both sides is part of the word
  const inWord = unleet(
    lettersOnly(
      lower.replace(/(?<=\p{L})[^\p{L}\s]+(?=\p{L})/gu, (run) =>
        /^[\d@$!|+]+$/.test(run) ? unleet(run) : run,
      ),
    ),
  )
  const everywhere = lettersOnly(unleet(lower))
  return [...new Set([dropped, inWord, everywhere])]
}

const COMMON = new Set(COMMON_WORDS.flatMap(variants).filter(Boolean))
const LONGEST_COMMON = Math.max(...[...COMMON].map((word) => word.length))

/** Whether `text` is one or more common words run together ("adminadmin", "welcomeharare"). */
function isCommonWords(text: string): boolean {
  // reachable[i]: text[0, i) is a sequence of common words
  const reachable = [true]
  for (let end = 1; end <= text.length; end++) {
    reachable[end] = false
    for (let start = Math.max(0, end - LONGEST_COMMON); start < end; start++) {
      if (reachable[start] && COMMON.has(text.slice(start, end))) {
        reachable[end] = true
        break
      }
    }
  }
  return text.length > 0 && reachable[text.length] === true
}

/** Whether most neighbouring characters step along a sequence, or repeat. */
function isMostlyRuns(text: string): boolean {
  const chars = [...text]
  if (chars.length < 6) return false
  let steps = 0
  for (let i = 1; i < chars.length; i++) {
    const pair = `${chars[i - 1]}${chars[i]}`
    if (chars[i - 1] === chars[i] || STEPS.has(pair)) steps++
  }
  return steps / (chars.length - 1) >= RUN_SHARE
}

/** The name in an email address and its parts ("tendai.moyo@" -> tendai.moyo, tendai, moyo). */
function namesIn(email: string): string[] {
  const at = email.lastIndexOf('@')
  const local = (at === -1 ? email : email.slice(0, at)).trim().toLowerCase()
  const parts = local.split(/[^\p{L}\p{N}]+/u)
  // shorter names ("ops", "tk") are inside too many ordinary words to refuse them
  return [...new Set([local, ...parts])].filter((name) => [...name].length >= 4)
}

/**
 * null when `password` is acceptable as the new password of the operator at `email`; else why
 * not, in a sentence to show them.
 */
export function checkNewPassword(password: string, email: string): string | null {
  const length = [...password].length
  if (length < MIN_PASSWORD_LENGTH)
    return `The password is too short: use at least ${MIN_PASSWORD_LENGTH} characters (a few words make a good one).`
  if (length > MAX_PASSWORD_LENGTH)
    return `The password is too long: use at most ${MAX_PASSWORD_LENGTH.toLocaleString('en')} characters.`

  const lower = password.toLowerCase()
  const compact = lower.replace(/\s+/g, '')
  if (/^\p{N}+$/u.test(compact))
    return 'The password is only digits, which are guessed quickly: use words or a mix of characters.'
  if (new Set(lower).size < MIN_DISTINCT_CHARACTERS)
    return `The password repeats too few characters: use at least ${MIN_DISTINCT_CHARACTERS} different ones.`
  const alphanumeric = compact.replace(/[^\p{L}\p{N}]+/gu, '')
  if (isMostlyRuns(compact) || isMostlyRuns(alphanumeric))
    return 'The password is mostly a run along the keyboard or the alphabet (like qwerty or 123456), which is guessed quickly.'

  const plainLetters = lettersOnly(lower)
  if (plainLetters === '')
    return 'The password has no letters: use some words, not only digits, spaces and symbols.'
  if (variants(password).some(isCommonWords))
    return 'The password is a common word or phrase (with digits or symbols added, or repeated), which is among the first guesses: choose something less predictable.'

  for (const name of namesIn(email)) {
    const nameLetters = lettersOnly(name)
    if (compact.includes(name) || (nameLetters.length >= 4 && plainLetters.includes(nameLetters)))
      return 'The password contains the name in your email address, which anyone who knows the address would try.'
  }
  return null
}
