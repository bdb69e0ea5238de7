import { describe, expect, it } from 'vitest'

import { toPlainTextExcerpt, toPlainTextPreview, truncateText } from './plain-text.ts'

describe('toPlainTextPreview', () => {
  it.each([
    ['**bold** text', 'bold text'],
    ['__bold__ text', 'bold text'],
    ['*italic* and _it_', 'italic and it'],
    ['***both*** at once', 'both at once'],
    ['**bold with _italic inside_** here', 'bold with italic inside here'],
    ['_italic with **bold inside**_', 'italic with bold inside'],
    ['~~struck~~ out', 'struck out'],
  ])('removes emphasis markers: %j', (markdown, expected) => {
    expect(toPlainTextPreview(markdown)).toBe(expected)
  })

  it('leaves underscores inside words and lone asterisks alone', () => {
    expect(toPlainTextPreview('Send your_cv_here.pdf by 5 * 3 days')).toBe(
      'Send your_cv_here.pdf by 5 * 3 days',
    )
  })

  it('reduces links to their text', () => {
    expect(toPlainTextPreview('Apply on [our site](https://example.com/jobs "Jobs").')).toBe(
      'Apply on our site.',
    )
    expect(
      toPlainTextPreview('See [the wiki](https://en.wikipedia.org/wiki/Harare_(city)) now'),
    ).toBe('See the wiki now')
    expect(toPlainTextPreview('A [reference link][ref].\n\n[ref]: https://example.com')).toBe(
      'A reference link.',
    )
    expect(toPlainTextPreview('Write to <hr@company.example> or <https://company.example>')).toBe(
      'Write to hr@company.example or https://company.example',
    )
  })

  it('removes images, including alt text and images inside links', () => {
    expect(toPlainTextPreview('Logo ![Company logo](https://example.com/logo.png) here')).toBe(
      'Logo here',
    )
    expect(
      toPlainTextPreview('[![badge](https://example.com/b.svg)](https://example.com) Apply'),
    ).toBe('Apply')
  })

  it('keeps the text of headings', () => {
    expect(toPlainTextPreview('# Accountant\n## Duties ##\nKeep books\nSetext\n======')).toBe(
      'Accountant Duties Keep books Setext',
    )
    expect(toPlainTextPreview('#hashtag is not a heading')).toBe('#hashtag is not a heading')
  })

  it('turns list markers into bullets', () => {
    expect(toPlainTextPreview('Requirements:\n- Degree\n* Licence\n+ Car')).toBe(
      'Requirements: • Degree • Licence • Car',
    )
    expect(toPlainTextPreview('Steps:\n1. Apply\n2) Interview\n10. Start')).toBe(
      'Steps: • Apply • Interview • Start',
    )
    expect(toPlainTextPreview('- [ ] open task\n  - [x] nested done')).toBe(
      '• open task • nested done',
    )
    expect(toPlainTextPreview('- **Bold item**\n- _Italic item_')).toBe('• Bold item • Italic item')
  })

  it('removes blockquote markers, nested ones too', () => {
    expect(toPlainTextPreview('> Quoted\n> > deeper\n> - listed')).toBe('Quoted deeper • listed')
  })

  it('drops fenced code blocks and keeps the text of inline code', () => {
    expect(toPlainTextPreview('Before\n```js\nconst x = 1\n```\nAfter')).toBe('Before After')
    expect(toPlainTextPreview('Before\n~~~\ncode\n~~~\nAfter')).toBe('Before After')
    expect(toPlainTextPreview('Unclosed\n```\nnever ends')).toBe('Unclosed')
    expect(toPlainTextPreview('Know `git` and `` a `b` c `` and `**not bold**`')).toBe(
      'Know git and a `b` c and **not bold**',
    )
  })

  it('strips HTML tags and drops script and style content', () => {
    expect(toPlainTextPreview('Hello<script>alert(1)</script> world')).toBe('Hello world')
    expect(toPlainTextPreview('<style>p { color: red }</style><p>Para</p><p>Two</p>')).toBe(
      'Para Two',
    )
    expect(toPlainTextPreview('<b>Apply</b>now<br/>or <a href="x">later</a><!-- hidden -->')).toBe(
      'Applynow or later',
    )
    expect(toPlainTextPreview('<img src=x onerror=alert(1)>Text')).toBe('Text')
    expect(toPlainTextPreview('Salary < 500 and > 300')).toBe('Salary < 500 and > 300')
  })

  it('decodes entities after stripping tags, so escaped markup stays text', () => {
    expect(toPlainTextPreview('Tom &amp; Jerry &lt;b&gt; &#39;x&#39; &#x2014; &nbsp;ok')).toBe(
      "Tom & Jerry <b> 'x' — ok",
    )
    expect(toPlainTextPreview('&bogus; &#0;')).toBe('&bogus; &#0;')
  })

  it('keeps backslash-escaped characters literally', () => {
    expect(toPlainTextPreview('\\*not italic\\* and \\# not heading')).toBe(
      '*not italic* and # not heading',
    )
  })

  it('turns line breaks into spaces and collapses whitespace, CRLF included', () => {
    expect(toPlainTextPreview('  Line one\r\nLine two\r\n\r\n\r\nLine\tthree  \rfour  ')).toBe(
      'Line one Line two Line three four',
    )
    expect(toPlainTextPreview('hard\\\nbreak')).toBe('hard break')
  })

  it('drops thematic breaks and table delimiter rows', () => {
    expect(toPlainTextPreview('Above\n\n---\n\n***\nBelow')).toBe('Above Below')
    expect(toPlainTextPreview('| Role | Pay |\n|---|:---:|\n| Clerk | $400 |')).toBe(
      'Role | Pay Clerk | $400',
    )
  })

  it('handles a realistic job post', () => {
    const markdown = [
      '## About the role',
      '',
      'We are hiring a **Field Officer** for our _Masvingo_ branch.',
      '',
      '### Requirements',
      '1. Diploma in Agriculture',
      '2. Class 4 driver’s licence',
      '',
      'Apply via [our portal](https://jobs.example/apply).',
    ].join('\n')
    expect(toPlainTextPreview(markdown)).toBe(
      'About the role We are hiring a Field Officer for our Masvingo branch. Requirements • Diploma in Agriculture • Class 4 driver’s licence Apply via our portal.',
    )
  })

  it('returns an empty string for empty or markup-only input', () => {
    expect(toPlainTextPreview('')).toBe('')
    expect(toPlainTextPreview('  \n\n ')).toBe('')
    expect(toPlainTextPreview('![only](image.png)')).toBe('')
  })

  it('ignores the private-use marker character if it appears in the input', () => {
    expect(toPlainTextPreview('a\uE0000\uE000b `c`')).toBe('a0b c')
  })
})

describe('truncateText', () => {
  it('returns short text unchanged', () => {
    expect(truncateText('Short text', 20)).toBe('Short text')
    expect(truncateText('Exactly ten', 11)).toBe('Exactly ten')
  })

  it('cuts at the last word boundary at or before max and appends an ellipsis', () => {
    expect(truncateText('The quick brown fox jumps', 12)).toBe('The quick…')
    expect(truncateText('The quick brown fox jumps', 15)).toBe('The quick brown…')
    expect(truncateText('The quick brown fox jumps', 16)).toBe('The quick brown…')
  })

  it('drops trailing punctuation before the ellipsis', () => {
    expect(truncateText('Harare, Bulawayo, Mutare', 17)).toBe('Harare, Bulawayo…')
    expect(truncateText('Apply now - before Friday', 12)).toBe('Apply now…')
  })

  it('cuts a single long word mid-word', () => {
    expect(truncateText('Supercalifragilistic', 5)).toBe('Super…')
  })

  it('never splits an emoji', () => {
    expect(truncateText('ab😀cd', 3)).toBe('ab…')
  })

  it('returns an empty string for a non-positive max', () => {
    expect(truncateText('anything', 0)).toBe('')
  })
})

describe('toPlainTextExcerpt', () => {
  const paragraph = (n: number) =>
    `Paragraph ${n}: the **successful** candidate will [report](https://example.org/r(${n})) to ` +
    `the _branch manager_ and keep \`ledger_${n}\` balanced &amp; reconciled every week.`
  const long = (count: number, insert: (n: number) => string = () => '') =>
    Array.from({ length: count }, (_, n) => `${paragraph(n)}${insert(n)}`).join('\n\n')
  const whole = (markdown: string, max: number) => truncateText(toPlainTextPreview(markdown), max)

  it('gives what truncating the whole text gives, for long and short descriptions', () => {
    const samples = [
      '',
      paragraph(1),
      long(3),
      long(40),
      // markup that runs across paragraph breaks, wherever the cut falls
      long(40, (n) => (n === 5 ? '\n\n```\ncode\n\nmore code\n```' : '')),
      long(40, (n) => (n === 4 ? '\n\n<!-- a note\n\nfor editors -->' : '')),
      long(40, (n) => (n === 6 ? '\n\n<script>\n\nx()</script>' : '')),
      long(40, (n) => (n % 3 === 0 ? '\n\n- a list item\n- another' : '')),
      `${'Word '.repeat(400)}\n\n${long(10)}`,
      long(40).replaceAll('\n\n', '\r\n\r\n'),
    ]
    for (const max of [80, 320, 480]) {
      for (const markdown of samples)
        expect(toPlainTextExcerpt(markdown, max)).toBe(whole(markdown, max))
    }
  })
})
