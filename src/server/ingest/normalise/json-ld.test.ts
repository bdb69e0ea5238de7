import { describe, expect, it } from 'vitest'

import { extractJsonLdBlocks, findJobPostings } from './json-ld.ts'

function page(...scripts: string[]): string {
  return `<!DOCTYPE html><html><head><title>Job</title>${scripts.join('\n')}</head><body><p>Body</p></body></html>`
}

describe('extractJsonLdBlocks', () => {
  it('reads every ld+json script, whatever the attribute order, quoting and case', () => {
    const html = page(
      '<script type="application/ld+json">{"@type":"JobPosting","title":"A"}</script>',
      '<script id=\'x\' TYPE=\'Application/LD+JSON\'>{"@type":"Organization"}</script>',
      '<SCRIPT type=application/ld+json data-x="1">{"n":3}</SCRIPT>',
      '<script type="application/ld+json; charset=utf-8">{"n":4}</script>',
      '<script>var notJson = {"@type":"JobPosting"}</script>',
      '<script type="application/json">{"n":"plain json, not ld"}</script>',
      '<script type="text/javascript">{"n":6}</script>',
    )
    expect(extractJsonLdBlocks(html)).toEqual([
      { '@type': 'JobPosting', title: 'A' },
      { '@type': 'Organization' },
      { n: 3 },
      { n: 4 },
    ])
  })

  it('repairs raw control characters inside strings', () => {
    const json =
      '{"@type":"JobPosting","title":"Accountant","description":"<p>Line one\nLine two\tTabbed\r\nEnd\u0001</p>"}'
    const [block] = extractJsonLdBlocks(page(`<script type="application/ld+json">${json}</script>`))
    expect(block).toEqual({
      '@type': 'JobPosting',
      title: 'Accountant',
      description: '<p>Line one\nLine two\tTabbed\r\nEnd\u0001</p>',
    })
  })

  it('keeps newlines between tokens, which JSON allows', () => {
    const json = '{\n  "@type": "JobPosting",\n  "title": "A"\n}'
    expect(
      extractJsonLdBlocks(page(`<script type="application/ld+json">${json}</script>`)),
    ).toEqual([{ '@type': 'JobPosting', title: 'A' }])
  })

  it('repairs trailing commas', () => {
    const json = '{"@type":"JobPosting","skills":["a","b",],"hiringOrganization":{"name":"X",},}'
    expect(
      extractJsonLdBlocks(page(`<script type="application/ld+json">${json}</script>`)),
    ).toEqual([{ '@type': 'JobPosting', skills: ['a', 'b'], hiringOrganization: { name: 'X' } }])
  })

  it('keeps commas inside strings', () => {
    const json = '{"title":"Clerk, ]Harare,}",}'
    expect(
      extractJsonLdBlocks(page(`<script type="application/ld+json">${json}</script>`)),
    ).toEqual([{ title: 'Clerk, ]Harare,}' }])
  })

  it('strips HTML comments, CDATA wrappers and a BOM', () => {
    const html = page(
      '<script type="application/ld+json"><!-- {"n":1} --></script>',
      '<script type="application/ld+json">//<![CDATA[\n{"n":2}\n//]]></script>',
      '<script type="application/ld+json"><![CDATA[{"n":3}]]></script>',
      '<script type="application/ld+json">\uFEFF{"n":4}</script>',
    )
    expect(extractJsonLdBlocks(html)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }])
  })

  it('leaves HTML entities alone and drops invalid escapes', () => {
    const json = '{"title":"R&amp;D \\\'lead\\\'","description":"&lt;p&gt;Hi&lt;/p&gt;"}'
    expect(
      extractJsonLdBlocks(page(`<script type="application/ld+json">${json}</script>`)),
    ).toEqual([{ title: "R&amp;D 'lead'", description: '&lt;p&gt;Hi&lt;/p&gt;' }])
  })

  it('reads objects written one after another as a list', () => {
    const json = '{"@type":"JobPosting","title":"A"},{"@type":"JobPosting","title":"B"}'
    expect(
      extractJsonLdBlocks(page(`<script type="application/ld+json">${json}</script>`)),
    ).toEqual([
      [
        { '@type': 'JobPosting', title: 'A' },
        { '@type': 'JobPosting', title: 'B' },
      ],
    ])
  })

  it('skips a broken block and keeps the good one', () => {
    const html = page(
      '<script type="application/ld+json">{"@type":"JobPosting", "title": </script>',
      '<script type="application/ld+json">{"@type":"JobPosting","title":"Good"}</script>',
      '<script type="application/ld+json"></script>',
      '<script type="application/ld+json">null</script>',
      '<script type="application/ld+json">"just a string"</script>',
    )
    expect(extractJsonLdBlocks(html)).toEqual([{ '@type': 'JobPosting', title: 'Good' }])
  })

  it('does not end a block at "</" inside the JSON unless it closes the script', () => {
    const json = '{"description":"<p>Apply</p><br/>","url":"https://x.co/a"}'
    expect(
      extractJsonLdBlocks(page(`<script type="application/ld+json">${json}</script>`)),
    ).toEqual([{ description: '<p>Apply</p><br/>', url: 'https://x.co/a' }])
  })

  it('returns nothing for pages without JSON-LD and never throws', () => {
    expect(extractJsonLdBlocks('<html><body>No data</body></html>')).toEqual([])
    expect(extractJsonLdBlocks('')).toEqual([])
    expect(extractJsonLdBlocks('<script type="application/ld+json">{"a":')).toEqual([])
    expect(extractJsonLdBlocks(undefined as unknown as string)).toEqual([])
  })

  it('is quick on a large page', () => {
    const description = 'x'.repeat(500_000)
    const html = page(
      `<script type="application/ld+json">{"@type":"JobPosting","description":"${description}\n",}</script>`,
    )
    const started = performance.now()
    expect(extractJsonLdBlocks(html)).toHaveLength(1)
    expect(performance.now() - started).toBeLessThan(2000)
  })
})

describe('findJobPostings', () => {
  const posting = (title: string, type: unknown = 'JobPosting') => ({ '@type': type, title })

  it('finds postings at the top level, in arrays and in @graph', () => {
    const blocks = [
      posting('A'),
      [posting('B'), { '@type': 'Organization', name: 'X' }],
      {
        '@context': 'https://schema.org',
        '@graph': [{ '@type': 'WebPage' }, posting('C'), { '@type': 'BreadcrumbList' }],
      },
    ]
    expect(findJobPostings(blocks).map((job) => job.title)).toEqual(['A', 'B', 'C'])
  })

  it('finds postings nested in other objects', () => {
    const blocks = [
      {
        '@type': 'ItemList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, item: posting('A') },
          { '@type': 'ListItem', position: 2, item: posting('B') },
        ],
      },
      { '@type': 'WebPage', mainEntity: posting('C') },
    ]
    expect(findJobPostings(blocks).map((job) => job.title)).toEqual(['A', 'B', 'C'])
  })

  it('accepts type arrays and the prefixed and URL forms, case-sensitively', () => {
    const blocks = [
      posting('array', ['Thing', 'JobPosting']),
      posting('prefixed', 'schema:JobPosting'),
      posting('http', 'http://schema.org/JobPosting'),
      posting('https', 'https://schema.org/JobPosting'),
      posting('lower case', 'jobposting'),
      posting('other', 'Job'),
      posting('missing', null),
      { title: 'no type' },
    ]
    expect(findJobPostings(blocks).map((job) => job.title)).toEqual([
      'array',
      'prefixed',
      'http',
      'https',
    ])
  })

  it('returns the posting objects themselves, and nothing for empty input', () => {
    const job = posting('A')
    expect(findJobPostings([job])[0]).toBe(job)
    expect(findJobPostings([])).toEqual([])
    expect(findJobPostings([null, 3, 'JobPosting', true])).toEqual([])
  })

  it('works end to end on a page', () => {
    const html = page(
      `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Organization","name":"Delta"},{"@type":"JobPosting","title":"Accountant","validThrough":"2026-03-15T23:59",}]}</script>`,
    )
    expect(findJobPostings(extractJsonLdBlocks(html))).toEqual([
      { '@type': 'JobPosting', title: 'Accountant', validThrough: '2026-03-15T23:59' },
    ])
  })
})
