import { describe, expect, it } from 'vitest'

import { injectRenderedApp } from './inject-app.ts'

const INDEX = `<!doctype html>
<html>
  <head>
    <title>JobsZW</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

describe('injectRenderedApp', () => {
  it('fills the root, links the page CSS, names its chunks and carries the state', () => {
    const html = injectRenderedApp(
      INDEX,
      { html: '<main>Jobs</main>', stateJson: '{"queries":[]}', renderedAt: 1_795_000_000_000.7 },
      { styles: ['/assets/a.css'], scripts: ['/assets/b.js', '/assets/c.js'] },
    )
    expect(html).toContain(
      '<div id="root" data-modules="/assets/b.js /assets/c.js" data-rendered-at="1795000000000">' +
        '<main>Jobs</main></div>',
    )
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/a.css">\n  </head>')
    // fetched before the first paint if linked: the entry preloads them after it instead
    expect(html).not.toContain('modulepreload')
    expect(html).toContain(
      '<script type="application/json" id="server-state">{"queries":[]}</script>\n  </body>',
    )
  })

  it('inserts text literally, whatever replacement patterns it holds', () => {
    const html = injectRenderedApp(
      INDEX,
      { html: "<p>$& $' $` $1</p>", stateJson: '"$&"', renderedAt: 1 },
      { styles: [], scripts: [] },
    )
    expect(html).toContain(`<div id="root" data-rendered-at="1"><p>$& $' $\` $1</p></div>`)
    expect(html).toContain('id="server-state">"$&"</script>')
  })

  it('puts the state before </body> even when the page text mentions </body>', () => {
    const html = injectRenderedApp(
      INDEX,
      { html: '<p>&lt;/body&gt;</p></body>', stateJson: '{}', renderedAt: 1 },
      { styles: [], scripts: [] },
    )
    expect(html).toMatch(
      /<div id="root" data-rendered-at="1"><p>&lt;\/body&gt;<\/p><\/body><\/div>\s*<script type="application\/json"/,
    )
  })

  it('gives up on an index.html without an empty root', () => {
    expect(
      injectRenderedApp(
        INDEX.replace('<div id="root"></div>', '<div id="app"></div>'),
        { html: '', stateJson: '{}', renderedAt: 1 },
        { styles: [], scripts: [] },
      ),
    ).toBeNull()
  })
})
