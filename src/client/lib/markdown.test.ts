import { describe, expect, it } from 'vitest'

import { collapseBlankLines, DEFAULT_BLOCKED_DOMAINS, renderMarkdown } from './markdown.ts'

/** Renders into a detached element so tests can query the result like the page would. */
function render(markdown: string, options?: Parameters<typeof renderMarkdown>[1]): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = renderMarkdown(markdown, options)
  return container
}

/** The "no executable vector survives" oracle. */
function expectInert(container: HTMLElement): void {
  expect(container.querySelector('script, style, iframe, object, embed, img, svg, math')).toBeNull()
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name).not.toMatch(/^on/i)
      expect(attribute.name).not.toBe('style')
      expect(attribute.value).not.toMatch(/^\s*(?:javascript|data|vbscript):/i)
    }
  }
}

describe('renderMarkdown', () => {
  it('renders headings, emphasis and lists', () => {
    const container = render('# Title\n\n## Duties\n\n- **one**\n- _two_\n\n1. first\n2. second')
    expect(container.querySelector('h1')).toHaveTextContent('Title')
    expect(container.querySelector('h2')).toHaveTextContent('Duties')
    expect([...container.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual([
      'one',
      'two',
    ])
    expect(container.querySelector('ul strong')).toHaveTextContent('one')
    expect(container.querySelector('ul em')).toHaveTextContent('two')
    expect(container.querySelectorAll('ol > li')).toHaveLength(2)
  })

  it('turns single newlines into line breaks', () => {
    const container = render('Line one\nLine two')
    expect(container.querySelectorAll('p')).toHaveLength(1)
    expect(container.querySelector('p br')).not.toBeNull()
  })

  it('collapses five newlines (LF or CRLF) into one paragraph break', () => {
    for (const newline of ['\n', '\r\n']) {
      const html = renderMarkdown(`First${newline.repeat(5)}Second`)
      expect(html).toBe('<p>First</p>\n<p>Second</p>\n')
    }
  })

  it('removes script tags and their content', () => {
    const container = render('Hello <script>alert(1)</script> world')
    expectInert(container)
    expect(container.textContent).not.toContain('alert')
    expect(container).toHaveTextContent('Hello world')
  })

  it('removes images, with their event handlers', () => {
    const container = render(
      'Before <img src=x onerror=alert(1)> after ![logo](https://x.example/a.png)',
    )
    expectInert(container)
    expect(container.innerHTML).not.toContain('onerror')
    expect(container).toHaveTextContent('Before after')
  })

  it('removes javascript: links from markdown links but keeps their text', () => {
    const container = render('[x](javascript:alert(1))')
    expectInert(container)
    expect(container).toHaveTextContent('x')
    expect(container.querySelector('a[href]')).toBeNull()
  })

  it('removes javascript: links in raw HTML whatever their case or padding', () => {
    const container = render(
      '<a href="JaVaScRiPt:alert(1)">one</a> <a href=" javascript:alert(2)">two</a> <a href="jav&#x09;ascript:alert(3)">three</a>',
    )
    expectInert(container)
    expect(container.querySelector('a[href]')).toBeNull()
    expect(container).toHaveTextContent('one two three')
  })

  it('removes data:, vbscript: and relative links', () => {
    const container = render(
      '[d](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) <a href="vbscript:msgbox(1)">v</a> [r](/apply) <a href="data:text/html,<script>alert(1)</script>">d2</a>',
    )
    expectInert(container)
    expect(container.querySelector('a[href]')).toBeNull()
    expect(container).toHaveTextContent('d v r d2')
  })

  it('removes inline event handlers and style attributes', () => {
    const container = render(
      '<div onclick="alert(1)" style="position:fixed">Click</div><p onmouseover=alert(1)>Hover</p>',
    )
    expectInert(container)
    expect(container).toHaveTextContent('Click')
    expect(container).toHaveTextContent('Hover')
  })

  it('removes iframes, objects, forms, SVG and MathML', () => {
    const container = render(
      [
        '<iframe src="https://evil.example"></iframe>',
        '<object data="x.swf"></object><embed src="x.swf">',
        '<form action="https://evil.example"><input name="pin"><button>Go</button></form>',
        '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">s</a></svg>',
        '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
        '<style>body{display:none}</style>',
        'Safe text',
      ].join('\n'),
    )
    expectInert(container)
    expect(container.querySelector('form, input, button')).toBeNull()
    expect(container).toHaveTextContent('Safe text')
  })

  it('opens external links in a new tab without a referrer', () => {
    const container = render(
      'Apply at [our site](https://employer.example/jobs/1) or http://x.example',
    )
    const links = [...container.querySelectorAll('a')]
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://employer.example/jobs/1',
      'http://x.example',
    ])
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('keeps mailto and tel links without opening a new tab', () => {
    const container = render(
      '[Email](mailto:hr@employer.example) [Call](tel:+263242000000) [x](https://x.example)',
    )
    const email = container.querySelector('a[href^="mailto:"]')
    const phone = container.querySelector('a[href^="tel:"]')
    expect(email).toHaveTextContent('Email')
    expect(email).not.toHaveAttribute('target')
    expect(phone).toHaveTextContent('Call')
    const external = container.querySelector('a[href^="https:"]')
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('turns raw HTML into its text, so no markup or attribute of the source survives', () => {
    const container = render(
      '<a href="https://x.example" target="_self" rel="opener">x</a> <b>bold</b>',
    )
    expect(container.querySelector('a, b')).toBeNull()
    expect(container).toHaveTextContent('x bold')
  })

  it('replaces links to the blocked portal and its subdomains by their text', () => {
    expect(DEFAULT_BLOCKED_DOMAINS).toContain('vacancymail.co.zw')
    const container = render(
      [
        'See [the listing](https://vacancymail.co.zw/jobs/123) and',
        '[the mirror](https://www.VacancyMail.co.zw/x) or',
        '<a href="http://jobs.vacancymail.co.zw."><b>bold</b> text</a> or',
        'https://vacancymail.co.zw/auto but [keep](https://notvacancymail.co.zw/) and',
        '[this](https://vacancymail.co.zw.evil.example/)',
      ].join(' '),
    )
    expectInert(container)
    const hrefs = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))
    expect(hrefs).toEqual([
      'https://notvacancymail.co.zw/',
      'https://vacancymail.co.zw.evil.example/',
    ])
    expect(container).toHaveTextContent(
      'See the listing and the mirror or bold text or https://vacancymail.co.zw/auto but keep and this',
    )
  })

  it('replaces adjacent and nested blocked links without skipping any', () => {
    const container = render(
      '[a](https://vacancymail.co.zw/1)[b](https://vacancymail.co.zw/2)<a href="https://vacancymail.co.zw/3"><a href="https://vacancymail.co.zw/4">d</a></a>- [x](https://ok.example)',
    )
    expect(container.querySelectorAll('a')).toHaveLength(1)
    expect(container.querySelector('a')).toHaveAttribute('href', 'https://ok.example')
    expect(container).toHaveTextContent('abd- x')
  })

  it('takes its blocked domains from the options', () => {
    const markdown =
      '[a](https://a.example/) [b](https://sub.b.example/) [v](https://vacancymail.co.zw/)'
    const container = render(markdown, { blockedDomains: ['b.example'] })
    expect([...container.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['a', 'v'])
    // The option applies to that call only.
    expect([...render(markdown).querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'a',
      'b',
    ])
  })

  it('keeps code as text', () => {
    const container = render('Use `<script>` tags\n\n```\n<img src=x onerror=alert(1)>\n```')
    expectInert(container)
    expect(container.querySelector('p code')).toHaveTextContent('<script>')
    expect(container.querySelector('pre code')).toHaveTextContent('<img src=x onerror=alert(1)>')
  })
})

describe('collapseBlankLines', () => {
  it('reduces three or more line breaks to two, CRLF and blank-looking lines included', () => {
    expect(collapseBlankLines('a\n\n\n\n\nb')).toBe('a\n\nb')
    expect(collapseBlankLines('a\r\n\r\n\r\nb')).toBe('a\n\nb')
    expect(collapseBlankLines('a\n  \n\t\n\nb')).toBe('a\n\nb')
    expect(collapseBlankLines('a\n\nb\nc')).toBe('a\n\nb\nc')
  })
})
