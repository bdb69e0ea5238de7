import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { renderMarkdown } from '../markdown.ts'

function render(markdown: string, options?: Parameters<typeof renderMarkdown>[1]): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = renderMarkdown(markdown, options)
  return container
}

const ELEMENTS = new Set(
  'p br h1 h2 h3 h4 h5 h6 ul ol li blockquote pre code hr strong em del a'.split(' '),
)
const ATTRIBUTES = new Set(['href', 'target', 'rel', 'start'])

/**
 * Only the renderer's own elements and attributes, links only to allowed schemes, and exactly
 * the elements it wrote: a browser that had to repair the markup (a tag left open, tags crossed)
 * would make more of them.
 */
function expectOnlyOwnMarkup(html: string): void {
  const container = document.createElement('div')
  container.innerHTML = html
  const elements = [...container.querySelectorAll('*')]
  expect(elements).toHaveLength(html.match(/<[a-z]/g)?.length ?? 0)
  for (const element of elements) {
    expect(ELEMENTS).toContain(element.localName)
    for (const { name, value } of element.attributes) {
      expect(ATTRIBUTES).toContain(name)
      if (name === 'href') expect(value).toMatch(/^(?:https?|mailto|tel):/)
    }
  }
}

const hrefs = (container: HTMLElement) =>
  [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))

describe('renderMarkdown with hostile input', () => {
  it.each([
    ['an encoded scheme', '[x](jav&#x61;script:alert(1))'],
    ['a named reference in the scheme', '[x](javascript&colon;alert(1))'],
    ['an encoded newline in the scheme', '[x](java&#10;script:alert(1))'],
    ['an escaped character in the scheme', '[x](java\\script:alert(1))'],
    ['a newline in the destination', '[x](java\nscript:alert(1))'],
    ['a destination in angle brackets', '[x](<javascript:alert(1)>)'],
    ['upper case and padding', '[x](  JAVASCRIPT:alert(1) "t")'],
    ['an autolink', '<javascript:alert(1)>'],
    ['a zero-width space in the scheme', '[x](java\u200bscript:alert(1))'],
    ['fullwidth letters', '[x](ｊａｖａｓｃｒｉｐｔ:alert(1))'],
    ['data:', '[x](data:text/html;base64,PHNjcmlwdD4=)'],
    ['vbscript:', '<vbscript:msgbox(1)>'],
    ['file:', '[x](file:///etc/passwd)'],
    ['a protocol-relative link', '[x](//evil.example/)'],
    ['a relative link', '[x](/apply) [y](apply.html) [z](#top)'],
  ])('keeps only the text of a link with %s', (_name, markdown) => {
    const container = render(markdown)
    expect(container.querySelector('a')).toBeNull()
    expectOnlyOwnMarkup(container.innerHTML)
  })

  it('keeps quotes in a destination inside the href', () => {
    const container = render(
      `[a](https://x.example/"onmouseover="alert(1)) [b](https://x.example/'><script>alert(1)</script>) [c](<https://x.example/" onclick="alert(1)>)`,
    )
    expectOnlyOwnMarkup(container.innerHTML)
    expect(container.querySelectorAll('a')).toHaveLength(3)
    for (const link of container.querySelectorAll('a')) {
      expect([...link.attributes].map((attribute) => attribute.name)).toEqual([
        'href',
        'target',
        'rel',
      ])
    }
    expect(container.querySelector('script')).toBeNull()
  })

  it('makes no link inside a link', () => {
    const container = render(
      '[[inner](https://a.example)](https://b.example) [see https://c.example and <https://d.example>](https://e.example)',
    )
    expectOnlyOwnMarkup(container.innerHTML)
    expect(container.querySelectorAll('a a')).toHaveLength(0)
    expect(hrefs(container)).toEqual([
      'https://a.example',
      'https://b.example',
      'https://e.example',
    ])
  })

  it('keeps unclosed and mismatched brackets as text', () => {
    const container = render('[a [b] c](https://x.example) [[[d] ]] ![e [f](https://y.example)')
    expectOnlyOwnMarkup(container.innerHTML)
    expect(hrefs(container)).toEqual(['https://x.example', 'https://y.example'])
    expect(container.querySelector('a')).toHaveTextContent('a [b] c')
  })

  it('passes bidirectional and zero-width characters through as text', () => {
    const text = 'Pay \u202eDSU 005\u202c, call\u200b 077\u2066 1\u2069 \ufeff\u200d'
    const container = render(`${text} [link\u202e](https://x.example/\u200b)`)
    expectOnlyOwnMarkup(container.innerHTML)
    expect(container.querySelector('p')?.firstChild?.textContent).toBe(`${text} `)
    expect(container.querySelector('a')).toHaveAttribute('href', 'https://x.example/%E2%80%8B')
  })

  it('never lets raw HTML through', () => {
    const container = render(
      [
        '<img src=x onerror=alert(1)> <svg onload=alert(1)><circle/></svg>',
        '<a href="data:text/html,<script>alert(1)</script>">d</a> <iframe src="https://x.example">',
        '<form><input autofocus onfocus=alert(1)><button formaction=javascript:alert(1)>b</button>',
        '<math><maction actiontype="statusline#http://x.example">m</maction></math>',
        '<scr<script>ipt>alert(1)</script> <<script>script>alert(2)<</script>/script>',
        '<style>*{display:none}</style><p style="position:fixed" onclick="alert(1)">p</p>',
        '<!--><img src=x onerror=alert(1)>--> <![CDATA[<img src=x onerror=alert(1)>]]>',
        '<div title="a>b" onmouseover="alert(1)">t</div> <a href=javascript:alert(1)>x</a>',
      ].join('\n'),
    )
    expectOnlyOwnMarkup(container.innerHTML)
    expect(container.querySelector('a')).toBeNull()
    expect(container.textContent).not.toMatch(/alert\(1\)/)
  })

  it('keeps the markup well formed whatever the emphasis', () => {
    for (const markdown of [
      '*a **b* c**',
      '**a *b** c*',
      '_a [b_ c](https://x.example) d_',
      '*a `b* c` d*',
      '~~a *b~~ c*',
      '***a** b*',
      '*a <b>c* d</b>',
      '[*a](https://x.example)*',
    ]) {
      expectOnlyOwnMarkup(renderMarkdown(markdown))
    }
  })

  it('writes only its own markup for any mix of markdown and HTML', () => {
    const pieces = [
      '*',
      '**',
      '_',
      '~~',
      '`',
      '[',
      ']',
      '](',
      '(',
      ')',
      '![',
      '<',
      '>',
      '</',
      '<a ',
      '<script>',
      '</script>',
      '<!--',
      '-->',
      '"',
      "'",
      '&',
      '&#x61;',
      '&lt;',
      '\\',
      '\n',
      '\n\n',
      ' ',
      '    ',
      '# ',
      '- ',
      '1. ',
      '> ',
      '```',
      '---',
      'a',
      'x_y',
      'javascript:',
      'https://x.example',
      'www.x.example',
      'a@b.example',
      'mailto:',
      'onerror=',
      '\u202e',
    ]
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), (parts) => {
        expectOnlyOwnMarkup(renderMarkdown(parts.join('')))
      }),
      { numRuns: 500 },
    )
  })
})

describe('renderMarkdown and blocked domains', () => {
  it('replaces every kind of link to a blocked host by its text', () => {
    const container = render(
      [
        '[a](https://vacancymail.co.zw/1)',
        '[b](HTTPS://WWW.VACANCYMAIL.CO.ZW/2)',
        '[c](http://jobs.vacancymail.co.zw.:8080/3)',
        '[d](https://user:pass@vacancymail.co.zw/4)',
        '[e](https://vacancymail%2Eco%2Ezw/5)',
        '<https://vacancymail.co.zw/6>',
        'https://m.vacancymail.co.zw/7',
        'www.vacancymail.co.zw/8',
      ].join(' '),
    )
    expect(container.querySelector('a')).toBeNull()
    expect(container).toHaveTextContent(
      'a b c d e https://vacancymail.co.zw/6 https://m.vacancymail.co.zw/7 www.vacancymail.co.zw/8',
    )
  })

  it('keeps links to other hosts that only look alike, and e-mail addresses', () => {
    const container = render(
      '[a](https://notvacancymail.co.zw/) [b](https://vacancymail.co.zw.evil.example/) [c](https://vacancymail.co/) [d](mailto:hr@vacancymail.co.zw)',
    )
    expect(hrefs(container)).toEqual([
      'https://notvacancymail.co.zw/',
      'https://vacancymail.co.zw.evil.example/',
      'https://vacancymail.co/',
      'mailto:hr@vacancymail.co.zw',
    ])
  })

  it('takes the list from the options, for that call only', () => {
    const markdown = 'https://a.example/ [b](https://x.b.example/) [v](https://vacancymail.co.zw/)'
    expect(hrefs(render(markdown, { blockedDomains: ['B.example.', '.a.example'] }))).toEqual([
      'https://vacancymail.co.zw/',
    ])
    expect(hrefs(render(markdown, { blockedDomains: [] }))).toHaveLength(3)
    expect(hrefs(render(markdown))).toEqual(['https://a.example/', 'https://x.b.example/'])
  })
})
