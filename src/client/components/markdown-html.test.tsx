import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { getMarkdownRenderer, prepareMarkdown } from '../lib/markdown-renderer.ts'
import { getMarkdownKey, keepServerRenderedMarkdown } from '../lib/server-markdown.ts'
import { MarkdownHtml } from './markdown-html.tsx'

// One file, in order: the renderer is a module-level singleton, loaded once per file.
describe('MarkdownHtml', () => {
  it("shows the server's rendering without loading the renderer", async () => {
    const markdown = '## Duties\n\nTeach *two* classes.'
    const page = document.createElement('div')
    page.innerHTML = `<div data-markdown="${getMarkdownKey(markdown)}"><h2>Duties</h2><p>Teach <em>two</em> classes.</p></div>`
    keepServerRenderedMarkdown(page)

    const { container } = render(<MarkdownHtml markdown={markdown} className="prose" />)

    expect(screen.getByRole('heading', { level: 2, name: 'Duties' })).toBeInTheDocument()
    expect(container.querySelector('em')).toHaveTextContent('two')
    expect(container.firstElementChild).toHaveAttribute('data-markdown', getMarkdownKey(markdown))
    await prepareMarkdown([markdown, null])
    expect(getMarkdownRenderer()).toBeNull()
  })

  it('shows other text plain, a paragraph at a time, until the renderer has loaded', async () => {
    const markdown = '## Requirements\n\n- A **degree**\n\nApply <script>alert(1)</script>by email.'
    const { container } = render(<MarkdownHtml markdown={markdown} />)

    const paragraphs = [...container.querySelectorAll('p')].map((p) => p.textContent)
    expect(paragraphs).toEqual(['Requirements', '• A degree', 'Apply by email.'])
    expect(container.querySelector('script')).toBeNull()

    expect(await screen.findByRole('heading', { level: 2, name: 'Requirements' })).toBeVisible()
    expect(container.querySelector('strong')).toHaveTextContent('degree')
    expect(container.querySelector('script')).toBeNull()
    expect(getMarkdownRenderer()).not.toBeNull()
  })
})
