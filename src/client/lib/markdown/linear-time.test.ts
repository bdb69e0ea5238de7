import { describe, expect, it } from 'vitest'

import { renderMarkdown } from '../markdown.ts'

/**
 * Inputs of a million characters built to make a parser go back over what it has read: each
 * takes well under a second here, and a renderer quadratic in any of them would take hours and
 * hit the test timeout. No wall-clock time is asserted: the timeout is the guard.
 */
const MILLION = 1_000_000
const times = (piece: string) => piece.repeat(Math.ceil(MILLION / piece.length))

describe('renderMarkdown on a million characters', () => {
  it.each([
    ['unclosed emphasis', times('*a')],
    ['unclosed underscores', times('_a ')],
    ['strikethrough runs', times('~a')],
    ['runs matched by the rule of 3', times('***a*')],
    ['nested emphasis openers', times('*a **b ')],
    ['"[" without "]"', times('[')],
    ['"](" without "["', times('](')],
    ['unclosed link destinations', times('[a](b')],
    ['"[ (](" repeated', times('[ (](')],
    ['unclosed link titles', times('[a](b "')],
    ['nested links', `${'['.repeat(MILLION / 10)}a${'](x)'.repeat(MILLION / 10)}`],
    ['nested images', `${'!['.repeat(MILLION / 10)}a${'](x)'.repeat(MILLION / 10)}`],
    ['"<"', times('<')],
    ['unclosed tags', times('<a ')],
    ['unclosed quoted attributes', times('<a x="')],
    ['unclosed comments', times('<!--')],
    ['unclosed declarations', times('<!a')],
    ['unclosed script elements', times('x <script>')],
    ['"`"', times('`')],
    [
      'backtick runs of every length',
      Array.from({ length: 1400 }, (_, n) => '`'.repeat(n)).join('a'),
    ],
    ['"&"', times('&a')],
    ['"\\"', times('\\')],
    ['"@"', times('a@b.')],
    ['addresses with trailing punctuation', `www.x.example${')'.repeat(MILLION)}`],
    ['line breaks', times('a\n')],
  ])('reads %s in linear time', (_name, markdown) => {
    expect(renderMarkdown(markdown)).toEqual(expect.any(String))
  })

  it.each([
    ['">" nested on one line', times('>')],
    ['"> " nested on one line', times('> ')],
    ['list markers on one line', `${times('1. ')}x`],
    [
      'lines indented ever deeper',
      Array.from({ length: 1000 }, (_, n) => `${' '.repeat(2 * n)}- x`).join('\n'),
    ],
    ['a quote continued lazily', `> a\n${times('b\n')}`],
    ['list items', times('- a\n')],
    ['loose list items', times('- a\n\n')],
    ['an unclosed fence', `\`\`\`\n${times('a\n')}`],
    ['an unclosed script block', `<script>\n${times('- a\n\n')}`],
    ['a line of spaces', `${' '.repeat(MILLION)}x`],
  ])('reads %s in linear time', (_name, markdown) => {
    expect(renderMarkdown(markdown)).toMatch(/^(?:<(?:p|ul|ol|blockquote|pre)>|$)/)
  })
})
