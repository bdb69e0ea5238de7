import { describe, expect, it } from 'vitest'

import { htmlToMarkdown, htmlToPlainText } from './html-to-markdown.ts'

describe('htmlToMarkdown', () => {
  it('keeps headings, nested lists, links, emphasis, paragraphs and line breaks', () => {
    const html = `
      <h2>Role &amp; duties</h2>
      <p>Join <strong>Delta</strong> as an <em>accountant</em>.</p>
      <ul>
        <li>Reporting
          <ul><li>Monthly accounts</li><li>Audits</li></ul>
        </li>
        <li>Payroll</li>
      </ul>
      <ol><li>First</li><li>Second</li></ol>
      <p>Apply <a href="https://example.co.zw/jobs/1">online</a> or
      <a href="mailto:hr@example.co.zw">by email</a> or <a href="tel:+263242000000">call</a>.</p>
      <p>Harare<br>Zimbabwe</p>`
    const markdown = htmlToMarkdown(html)
    expect(markdown).toContain('## Role & duties')
    expect(markdown).toContain('Join **Delta** as an _accountant_.')
    expect(markdown).toMatch(/^- +Reporting$/m)
    expect(markdown).toMatch(/^ {4}- +Monthly accounts$/m)
    expect(markdown).toMatch(/^ {4}- +Audits$/m)
    expect(markdown).toMatch(/^- +Payroll$/m)
    expect(markdown).toMatch(/^1\. +First$/m)
    expect(markdown).toContain('[online](https://example.co.zw/jobs/1)')
    expect(markdown).toContain('[by email](mailto:hr@example.co.zw)')
    expect(markdown).toContain('[call](tel:+263242000000)')
    expect(markdown).toContain('Harare  \nZimbabwe')
    expect(markdown).not.toMatch(/\n{3,}/)
    expect(markdown).toBe(markdown.trim())
  })

  it('drops scripts, styles and other non-content with everything inside them', () => {
    const html = `<head><title>Page title</title><meta name="x" content="y"><link rel="stylesheet" href="a.css"></head>
      <p>Visible</p>
      <script>alert("secret script")</script>
      <style>.x { color: red }</style>
      <noscript>noscript text</noscript>
      <iframe src="https://evil.example">iframe text</iframe>
      <form><input name="q"><button>Search now</button></form>
      <svg><text>svg text</text></svg>
      <object data="x.swf">object text</object>
      <template><p>template text</p></template>
      <p>Also visible</p>`
    const markdown = htmlToMarkdown(html)
    expect(markdown).toBe('Visible\n\nAlso visible')
  })

  it('turns javascript:, data: and relative links into plain text', () => {
    const markdown = htmlToMarkdown(
      '<p><a href="javascript:alert(1)">click</a> <a href=" JaVaScRiPt:alert(1)">two</a> ' +
        '<a href="data:text/html;base64,PHNjcmlwdD4=">three</a> <a href="/jobs/2">four</a> ' +
        '<a href="vbscript:x">five</a> <a>six</a></p>',
    )
    expect(markdown).toBe('click two three four five six')
    expect(markdown).not.toMatch(/javascript|data:|\]\(/i)
  })

  it('keeps a link destination from ending early', () => {
    expect(htmlToMarkdown('<a href="https://en.wikipedia.org/wiki/Harare_(city)">wiki</a>')).toBe(
      '[wiki](https://en.wikipedia.org/wiki/Harare_%28city%29)',
    )
  })

  it('drops images, keeping the text around them', () => {
    expect(
      htmlToMarkdown('<p>Logo: <img src="https://x.co/logo.png" alt="Company logo"> done</p>'),
    ).toBe('Logo: done')
  })

  it('decodes entities', () => {
    expect(htmlToMarkdown('<p>R&amp;D &ndash; Harare &#8211; &#x41; &nbsp;caf&eacute;</p>')).toBe(
      'R&D – Harare – A café',
    )
  })

  it('keeps text that reads like a tag as text, not markup', () => {
    expect(htmlToMarkdown('<p>Use &lt;div&gt; and &lt;script&gt; tags; 3 &lt; 5</p>')).toBe(
      'Use &lt;div> and &lt;script> tags; 3 < 5',
    )
    expect(htmlToMarkdown('Know &lt;b&gt;HTML&lt;/b&gt;')).toBe('Know &lt;b>HTML&lt;/b>')
    expect(htmlToMarkdown('<pre><code>&lt;div&gt;</code></pre>')).toBe('```\n<div>\n```')
  })

  it('returns text without tags as that text, with entities decoded', () => {
    expect(htmlToMarkdown('Accountant needed in Harare.\nApply now.')).toBe(
      'Accountant needed in Harare.\nApply now.',
    )
    expect(htmlToMarkdown('Salary < $500 & benefits')).toBe('Salary < $500 & benefits')
    expect(htmlToMarkdown('R&amp;D\n\n\n\n\nTeam')).toBe('R&D\n\nTeam')
    expect(htmlToMarkdown('')).toBe('')
    expect(htmlToMarkdown('   ')).toBe('')
  })

  it('collapses runs of blank lines and trims', () => {
    const markdown = htmlToMarkdown('<p>One</p><p>&nbsp;</p><p></p><br><br><br><p>Two</p>  ')
    expect(markdown).not.toMatch(/\n{3,}/)
    expect(markdown.startsWith('One')).toBe(true)
    expect(markdown.endsWith('Two')).toBe(true)
  })

  it('does not throw on malformed HTML', () => {
    expect(htmlToMarkdown('<p>unclosed <b>bold <i>both</p></div></span><<<>>>')).toContain(
      'unclosed',
    )
    expect(htmlToMarkdown('<div><p>a<td>b</tr></table>c</li></ul>')).toMatch(/a[\s\S]*b[\s\S]*c/)
    expect(htmlToMarkdown('<scr<script>ipt>alert(1)</script>')).not.toContain('<script')
    expect(htmlToMarkdown('<a href="https://x.co">never closed')).toContain('never closed')
    expect(htmlToMarkdown(undefined as unknown as string)).toBe('')
  })

  it('falls back to plain text when nesting is too deep for turndown', () => {
    const started = performance.now()
    const deep = `<p>Intro</p>${'<div>'.repeat(20_000)}deep text${'</div>'.repeat(20_000)}`
    expect(htmlToMarkdown(deep)).toBe('Intro\n\ndeep text')
    const unclosed = `<h2>Title</h2>${'<div><b>x</b>'.repeat(5_000)}`
    expect(htmlToMarkdown(unclosed)).toMatch(/^Title\n+x\n+x/)
    expect(performance.now() - started).toBeLessThan(3000)
  })

  it('keeps ordinary documents with many unclosed paragraphs as markdown', () => {
    const html = '<p>Paragraph'.repeat(2_000)
    expect(htmlToMarkdown(html).split('\n\n')).toHaveLength(2_000)
  })

  it('keeps spacing inside fenced code', () => {
    expect(htmlToMarkdown('<pre><code>a    b</code></pre>')).toBe('```\na    b\n```')
  })

  // No stopwatch (a loaded machine made a 5 s bar flaky): a super-linear reader would take minutes
  // on a megabyte and miss the test's own time-out.
  it('reads a 1 MB description whole', { timeout: 30_000 }, () => {
    const unit =
      '<div><h3>Heading</h3><p>Some <strong>bold</strong> text &amp; more with ' +
      '<a href="https://example.com/x">a link</a>.</p><ul><li>One</li><li>Two <em>em</em></li></ul></div>\n'
    const html = unit.repeat(Math.ceil(1_000_000 / unit.length))
    const markdown = htmlToMarkdown(html)
    expect(markdown.length).toBeGreaterThan(500_000)
  })
})

describe('htmlToPlainText', () => {
  it.each([
    ['R&amp;D Manager', 'R&D Manager'],
    ['<b>Senior</b> Accountant', 'Senior Accountant'],
    ['<p>Harare</p><p>Zimbabwe</p>', 'Harare Zimbabwe'],
    ['Harare,<br>Zimbabwe', 'Harare, Zimbabwe'],
    ['  Delta\n\t Beverages  ', 'Delta Beverages'],
    ['Caf&eacute; &amp; Bar&nbsp;Ltd', 'Café & Bar Ltd'],
    ['AT&T', 'AT&T'],
    ['Salary < 500', 'Salary < 500'],
    ['Title<script>alert(1)</script><style>p{}</style>', 'Title'],
    ['&lt;b&gt;not a tag&lt;/b&gt;', '<b>not a tag</b>'],
    ['', ''],
  ])('%j is %j', (html, text) => {
    expect(htmlToPlainText(html)).toBe(text)
  })
})
