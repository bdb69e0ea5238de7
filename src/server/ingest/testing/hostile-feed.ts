/**
 * A WP Job Manager feed written by someone who wants to reach the operator's terminal or
 * console: titles and fields holding ESC sequences (clear the screen, set the window title),
 * BEL, a C1 CSI (U+009B) and bidi overrides, raw and as character references. Shared by the
 * ingester's test and the `sources check` script's test.
 */

export const ESC = '\u001b'
export const BEL = '\u0007'
export const CSI = '\u009b'
export const RLO = '\u202e'

/** Every character the feed smuggles in; none may be stored or reach a terminal raw. */
export const SMUGGLED = [ESC, BEL, CSI, RLO, '\u2066', '\u200f', '\u061c', '\u007f']

export const HOSTILE_TITLE = `${ESC}[2J${ESC}]0;pwned${BEL}Stores Clerk${CSI}31m ${RLO}fdp.exe`
/** What the title is once cleaned. */
export const CLEAN_TITLE = '[2J]0;pwnedStores Clerk31m fdp.exe'

export function hostileFeed(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:job_listing="https://jobs.example.co.zw">
  <channel>
    <title>Hostile Board</title>
    <item>
      <title><![CDATA[${HOSTILE_TITLE}]]></title>
      <link>https://jobs.example.co.zw/job/h1/</link>
      <guid isPermaLink="false">h1</guid>
      <pubDate>Sun, 01 Nov 2026 08:00:00 +0000</pubDate>
      <description><![CDATA[<p>Line one${ESC}[31m red</p><p>Apply${BEL} now &#x202e;gnol&#x202c; &#x2066;isolated&#x2069;</p>]]></description>
      <job_listing:company><![CDATA[Gweru${CSI} Hardware${RLO}]]></job_listing:company>
      <job_listing:location>Gweru&#x200f;&#x061c;&#x7f;</job_listing:location>
      <job_listing:salary><![CDATA[US$500${ESC}[8m hidden]]></job_listing:salary>
      <job_listing:job_type>Full Time</job_listing:job_type>
      <job_listing:expires>2099-12-15</job_listing:expires>
    </item>
    <item>
      <title>Bookkeeper &#x9b;1;31m&#x202e;</title>
      <link>https://jobs.example.co.zw/job/h2/</link>
      <guid isPermaLink="false">h2</guid>
      <pubDate>Sun, 01 Nov 2026 08:00:00 +0000</pubDate>
      <description><![CDATA[<p>Keep the books.</p>]]></description>
      <job_listing:company>Marondera Dairy</job_listing:company>
      <job_listing:expires>2099-12-16</job_listing:expires>
    </item>
  </channel>
</rss>
`
}
