/**
 * An advert as a reader pastes it, in the one form every part of the check reads: what a
 * forward adds and what hides words from a reader of text undone, line breaks kept.
 *
 * Forwarded adverts arrive from WhatsApp and Facebook: *bold* and _italic_ marks, emoji,
 * "Forwarded many times", and, in the ones written to slip past filters, letters spaced out
 * ("E c o C a s h", "e.c.o.c.a.s.h"), invisible characters inside words, right-to-left marks,
 * and look-alike letters from other alphabets ("ЕсоCash" with a Cyrillic Е and с). Each is undone
 * here, so that the scam rules, the contact finders and the name matching see "EcoCash".
 * HTML tags are left as text: nothing here renders anything.
 */
import { removeControls } from '../control-characters.ts'
import { MAX_PASTED_LENGTH } from './pasted-limit.ts'

export { MAX_PASTED_LENGTH }

/**
 * Characters that show as nothing: zero-width spaces and joiners, soft hyphens, word joiners,
 * Hangul and Khmer fillers. The ones that combine with the letter before them are alternatives
 * of their own, not members of the class (a class would read them as part of that letter).
 */
const INVISIBLE =
  /[\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u2060-\u2064\ufeff]|\u034f|\u17b4|\u17b5/g

/** Emoji variation selectors and skin tones say nothing about words. */
const EMOJI_PARTS = /[\ufe00-\ufe0f]|\ud83c[\udffb-\udfff]/g

/**
 * Cyrillic and Greek letters drawn like Latin ones. Adverts here are written in English, Shona
 * and Ndebele, all in Latin letters, so a Cyrillic "о" in "EcoCash" is there to hide the word.
 */
const LOOK_ALIKE_PAIRS =
  'аaвbеeкkмmнhоoрpсcтtуyхxіiјjѕsԁdԛqԝwѵvАAВBЕEКKМMНHОOРPСCТTХXІIЈJЅSαaοoνvιiκkρpτtυu' +
  'ΑAΒBΕEΖZΗHΙIΚKΜMΝNΟOΡPΤTΥYΧX'
const LOOK_ALIKES: ReadonlyMap<string, string> = new Map(
  Array.from({ length: LOOK_ALIKE_PAIRS.length / 2 }, (_, index) => [
    LOOK_ALIKE_PAIRS.charAt(index * 2),
    LOOK_ALIKE_PAIRS.charAt(index * 2 + 1),
  ]),
)
const LOOK_ALIKE = new RegExp(`[${[...LOOK_ALIKES.keys()].join('')}]`, 'g')

/**
 * Four or more single letters, each followed by one space, dot, dash, star or underscore:
 * "E c o C a s h", "e.c.o.c.a.s.h", "W-h-a-t-s-A-p-p". Written so to pass a word filter; no
 * advert spells a word that way to be read. Initials ("J. K. Moyo") take two characters between
 * letters and are left alone. Bounded, so it reads in one pass.
 */
const SPACED_LETTERS = /(?<![\p{L}\p{N}])\p{L}(?:[ .\-*_·]\p{L}(?![\p{L}\p{N}])){3,}/gu

/**
 * Mobile money's names with anything but letters between their parts ("Eco.Cash", "Inn*Bucks",
 * "one_money"): the scam rules join the spaced spellings, these are the rest.
 */
const SPLIT_PAYMENT_NAMES = /\b(eco|inn|one|tele|m)[.*_·/+]{1,2}(cash|bucks|money|pesa)\b/gi

/** A forward's own words, alone on a line, which are no part of the advert. */
const FORWARD_LINE = /^[\s\p{P}\p{S}]*forwarded(?: many times| message)?[\s\p{P}\p{S}]*$/iu

/** WhatsApp's marks: *bold*, _italic_, ~strike~ and ```monospace```. "hr_jobs@" keeps its "_". */
const WHATSAPP_MARKS = /[*~`]+|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu

/**
 * The pasted text, cleaned: at most MAX_PASTED_LENGTH characters, line breaks as "\n", no
 * controls, invisible characters, look-alike letters, spaced-out words or WhatsApp marks, and
 * spaces folded within each line.
 */
export function cleanPastedText(pasted: string): string {
  const text = removeControls(pasted.slice(0, MAX_PASTED_LENGTH), { lineBreaks: true })
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(EMOJI_PARTS, '')
    .replace(LOOK_ALIKE, (letter) => LOOK_ALIKES.get(letter) ?? letter)
    // "a.b.c.d@…" is an address's own local part: it is compared as written.
    .replace(SPACED_LETTERS, (letters: string, at: number, whole: string) =>
      whole[at + letters.length] === '@' ? letters : letters.replace(/[ .\-*_·]/g, ''),
    )
    .replace(SPLIT_PAYMENT_NAMES, '$1$2')
    .replace(WHATSAPP_MARKS, '')
  return text
    .split('\n')
    .filter((line) => !FORWARD_LINE.test(line))
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** The first line that has a letter in it: an advert's heading, as the scam rules read a title. */
export function firstLine(text: string): string {
  for (const line of text.split('\n', 20)) if (/\p{L}/u.test(line)) return line.slice(0, 200)
  return ''
}
