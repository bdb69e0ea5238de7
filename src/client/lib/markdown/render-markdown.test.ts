import { describe, expect, it } from 'vitest'

import { renderMarkdown } from '../markdown.ts'

/** Renders into a detached element so tests can query the result like the page would. */
function render(markdown: string): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = renderMarkdown(markdown)
  return container
}

/** The text a reader sees, without the newline after the last block. */
const text = (container: HTMLElement) => container.textContent.replace(/\n+$/, '')

const texts = (container: HTMLElement, selector: string) =>
  [...container.querySelectorAll(selector)].map((element) => element.textContent)

describe('renderMarkdown: blocks', () => {
  it('writes each block on its own line, as marked did', () => {
    expect(renderMarkdown('# Title\n\nSome *text*\n\n- a\n- b\n\n---')).toBe(
      '<h1>Title</h1>\n<p>Some <em>text</em></p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n<hr>\n',
    )
  })

  it('reads ATX headings of every level, without their closing hashes', () => {
    const container = render('# One\n## Two ##\n### Three\n#### Four\n##### Five\n###### Six #')
    expect(texts(container, 'h1, h2, h3, h4, h5, h6')).toEqual([
      'One',
      'Two',
      'Three',
      'Four',
      'Five',
      'Six',
    ])
    expect(container.querySelector('h2')?.tagName).toBe('H2')
    expect(container.querySelector('h6')).toHaveTextContent('Six')
  })

  it('keeps text that only looks like a heading', () => {
    const container = render('####### seven\n\n#hashtag\n\nC#\n\n# Learn C#')
    expect(container.querySelectorAll('h1')).toHaveLength(1)
    expect(container.querySelector('h1')).toHaveTextContent('Learn C#')
    expect(texts(container, 'p')).toEqual(['####### seven', '#hashtag', 'C#'])
  })

  it('reads setext headings, the whole paragraph above the underline', () => {
    const container = render('Main title\n==========\n\nSection\nin two lines\n---\n\ntext')
    expect(container.querySelector('h1')).toHaveTextContent('Main title')
    expect(container.querySelector('h2')?.innerHTML).toBe('Section<br>in two lines')
    expect(container.querySelector('hr')).toBeNull()
  })

  it('separates paragraphs by blank lines and breaks lines at single newlines', () => {
    const container = render('One\ntwo  \nthree\n\nFour\n \nFive')
    expect(container.querySelectorAll('p')).toHaveLength(3)
    expect(container.querySelector('p')?.innerHTML).toBe('One<br>two<br>three')
  })

  it('draws thematic breaks of every kind', () => {
    const container = render('a\n\n---\n\n***\n\n* * *\n\n___\n\n- - -')
    expect(container.querySelectorAll('hr')).toHaveLength(5)
  })

  it('reads bullet lists of "-", "*" and "+", a new marker starting a new list', () => {
    const container = render('- a\n- b\n\n* c\n* d\n+ e')
    expect([...container.querySelectorAll('ul')].map((list) => list.children.length)).toEqual([
      2, 2, 1,
    ])
  })

  it('reads ordered lists, keeping the start number when it is not 1', () => {
    const container = render('1. one\n2. two\n\n3) three\n4) four')
    const lists = container.querySelectorAll('ol')
    expect(lists).toHaveLength(2)
    expect(lists[0]).not.toHaveAttribute('start')
    expect(lists[1]).toHaveAttribute('start', '3')
    expect(texts(container, 'ol > li')).toEqual(['one', 'two', 'three', 'four'])
  })

  it('lets a list interrupt a paragraph only where CommonMark does', () => {
    const container = render('Requirements:\n- a degree\n\nSee\n1. this\n\nWe need\n2. people')
    expect(container.querySelector('ul > li')).toHaveTextContent('a degree')
    expect(container.querySelector('ol > li')).toHaveTextContent('this')
    expect(container.querySelectorAll('ol')).toHaveLength(1)
    expect(container.lastElementChild?.innerHTML).toBe('We need<br>2. people')
  })

  it('nests lists by indentation, as Turndown writes them', () => {
    const container = render('-   one\n    -   two\n        1.  three\n-   four')
    expect(texts(container, 'body > div > ul > li, div > ul > li')).toHaveLength(2)
    expect(container.querySelector('ul ul > li')?.firstChild?.textContent).toBe('two')
    expect(container.querySelector('ul ul ol > li')).toHaveTextContent('three')
  })

  it('wraps the items of a loose list in paragraphs, and not those of a tight one', () => {
    const tight = render('- a\n- b')
    expect(tight.querySelector('li p')).toBeNull()
    const loose = render('- a\n\n  second paragraph\n- b')
    expect(texts(loose, 'li:first-child > p')).toEqual(['a', 'second paragraph'])
    expect(texts(loose, 'li:last-child > p')).toEqual(['b'])
    // A blank line inside a nested list leaves the outer list tight.
    const nested = render('- a\n  - b\n\n  - c')
    expect(nested.querySelector(':scope > ul > li > p')).toBeNull()
    expect(texts(nested, 'ul ul p')).toEqual(['b', 'c'])
  })

  it('continues an item or a quote with lazy lines', () => {
    const container = render('- item\ncontinued\n\n> quoted\ncontinued too')
    expect(container.querySelector('li')?.innerHTML).toBe('item<br>continued')
    expect(container.querySelector('blockquote p')?.innerHTML).toBe('quoted<br>continued too')
  })

  it('drops the boxes of task list items', () => {
    expect(texts(render('- [ ] open\n- [x] done'), 'li')).toEqual(['open', 'done'])
  })

  it('reads blockquotes with blocks and quotes inside', () => {
    const container = render('> # Note\n>\n> - a\n> - b\n>\n> > inner\n\nafter')
    const quote = container.querySelector('blockquote')
    expect(quote?.querySelector('h1')).toHaveTextContent('Note')
    expect(quote?.querySelectorAll('ul > li')).toHaveLength(2)
    expect(quote?.querySelector('blockquote p')).toHaveTextContent('inner')
    expect(container.lastElementChild).toHaveTextContent('after')
    expect(container.lastElementChild?.tagName).toBe('P')
  })

  it('keeps fenced and indented code as it is, tags and markdown included', () => {
    const container = render(
      '```js\nconst a = 1 < 2\n\n**not bold**\n```\n\n~~~\n<b>x</b>\n~~~\n\n    indented\n      more',
    )
    const blocks = [...container.querySelectorAll('pre > code')]
    expect(blocks.map((block) => block.textContent)).toEqual([
      'const a = 1 < 2\n\n**not bold**\n',
      '<b>x</b>\n',
      'indented\n  more\n',
    ])
    expect(container.querySelector('code')?.attributes).toHaveLength(0)
    expect(container.querySelector('strong, b')).toBeNull()
  })

  it('leaves GFM tables as their text, a line per row', () => {
    const container = render('| Grade | Pay |\n| --- | --- |\n| A | 500 |')
    expect(container.querySelector('table')).toBeNull()
    expect(container.querySelector('p')?.innerHTML).toBe(
      '| Grade | Pay |<br>| --- | --- |<br>| A | 500 |',
    )
  })
})

describe('renderMarkdown: inline', () => {
  it('reads strong, emphasis and strikethrough in both spellings', () => {
    const container = render('**a** __b__ *c* _d_ ~~e~~ ~f~ ***g***')
    expect(texts(container, 'strong')).toEqual(['a', 'b', 'g'])
    expect(texts(container, 'em')).toEqual(['c', 'd', 'g'])
    expect(texts(container, 'del')).toEqual(['e', 'f'])
  })

  it('leaves underscores inside words, and unmatched markers, as text', () => {
    const container = render('snake_case_name and __init__ file_name_ 2*3*4 ~5 kg ~ ~~~')
    expect(container.querySelectorAll('em')).toHaveLength(1)
    expect(container.querySelector('em')).toHaveTextContent('3')
    expect(container.querySelector('strong')).toHaveTextContent('init')
    expect(container).toHaveTextContent('snake_case_name and init file_name_ 234 ~5 kg ~ ~~~')
  })

  it('reads code spans, whatever is inside', () => {
    const container = render('Use `a <b> **c**` or `` `d` `` or `x\ny`')
    expect(texts(container, 'code')).toEqual(['a <b> **c**', '`d`', 'x y'])
  })

  it('reads links, dropping their titles, with markup in their text', () => {
    const container = render(
      '[the *post*](https://x.example/a_(b) "Title") [two](<https://y.example/a b>)',
    )
    const links = [...container.querySelectorAll('a')]
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://x.example/a_(b)',
      'https://y.example/a%20b',
    ])
    expect(links[0]?.querySelector('em')).toHaveTextContent('post')
    expect(links[0]).not.toHaveAttribute('title')
  })

  it('reads autolinks in angle brackets', () => {
    const container = render('<https://x.example/apply> or <hr@employer.example>')
    expect([...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      'https://x.example/apply',
      'mailto:hr@employer.example',
    ])
    expect(container).toHaveTextContent('https://x.example/apply or hr@employer.example')
  })

  it('links addresses written out, leaving trailing punctuation outside', () => {
    const container = render(
      'Apply at https://x.example/jobs/1. Or www.y.example, (see https://z.example/a_(b)) or mail first.last+cv@hr.employer.co.zw.',
    )
    const links = [...container.querySelectorAll('a')]
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://x.example/jobs/1',
      'http://www.y.example',
      'https://z.example/a_(b)',
      'mailto:first.last+cv@hr.employer.co.zw',
    ])
    expect(links.map((link) => link.textContent)).toEqual([
      'https://x.example/jobs/1',
      'www.y.example',
      'https://z.example/a_(b)',
      'first.last+cv@hr.employer.co.zw',
    ])
    expect(render('xwww.y.example and a@b and user@localhost').querySelector('a')).toBeNull()
  })

  it('reads an address Turndown escaped as the address', () => {
    const link = render('Apply at https://x.example/job\\_1?utm\\_source=a').querySelector('a')
    expect(link).toHaveAttribute('href', 'https://x.example/job_1?utm_source=a')
    expect(link).toHaveTextContent('https://x.example/job_1?utm_source=a')
  })

  it('reads backslash escapes', () => {
    const container = render('\\*not em\\* \\_no\\_ \\[no link\\](x) \\# \\\\ \\a 1\\. x')
    expect(container.querySelector('em, a')).toBeNull()
    expect(container).toHaveTextContent('*not em* _no_ [no link](x) # \\ \\a 1. x')
    expect(render('\\# not a heading\n\n\\- not a list').querySelector('h1, ul')).toBeNull()
  })

  it('decodes character references it knows and leaves the others as text', () => {
    const container = render(
      'R&amp;D &lt;b&gt; &quot;q&quot; &nbsp;&rsquo;&mdash;&#65;&#x42;&#X43; &#0; &unknown; &copy',
    )
    expect(container.querySelector('b')).toBeNull()
    expect(text(container)).toBe('R&D <b> "q" \u00a0’—ABC \ufffd &unknown; &copy')
  })

  it('drops images, with their description, and a link left empty by one', () => {
    const container = render(
      'Before ![logo](https://x.example/a.png) after [![banner](b.png)](https://x.example) end',
    )
    expect(container.querySelector('img, a')).toBeNull()
    expect(text(container)).toBe('Before  after  end')
  })

  it('strips raw tags and comments, leaving the text between them', () => {
    const container = render(
      'Salary <b>USD 500</b><!-- hidden --> per <i\nclass="x">month</i>, 3 < 5 > 2 <3',
    )
    expect(container.querySelector('b, i')).toBeNull()
    expect(text(container)).toBe('Salary USD 500 per month, 3 < 5 > 2 <3')
  })

  it('drops script and style elements with their content, over blank lines too', () => {
    const container = render(
      'Hi <script>a **x**\n\nb</script>there\n\n<style>\np { x: 1 }\n\n</style>\n\n<!-- one\n\ntwo -->\nEnd',
    )
    expect(texts(container, 'p')).toEqual(['Hi ', 'there', 'End'])
    expect(container.querySelector('strong')).toBeNull()
  })

  it('hides whatever follows a script element that is never closed', () => {
    expect(text(render('Text <SCRIPT src=x>\n\n# Heading\n\nmore'))).toBe('Text ')
  })

  it('does not strip text that only looks like a tag', () => {
    expect(text(render('a <- b, x<3, <4 units>, <b,c>'))).toBe('a <- b, x<3, <4 units>, <b,c>')
  })
})
