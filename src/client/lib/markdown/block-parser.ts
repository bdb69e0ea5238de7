/**
 * Lines to blocks, as CommonMark and marked read them: ATX and setext headings, paragraphs,
 * bullet and ordered lists (tight or loose, nested by indentation, with lazy continuation
 * lines), blockquotes, fenced and indented code, and thematic breaks. Containers are read by
 * collecting their lines, stripped of the marker or indentation, and parsing those again. GFM
 * tables are not read: their rows stay text, one line each.
 */
import { escapeHtml } from './escape.ts'
import { renderInline, type RenderContext } from './inline-parser.ts'
import {
  ATX_HEADING,
  BLOCKQUOTE,
  CLOSING_FENCE,
  continuesParagraph,
  fenceOf,
  HIDDEN_HTML,
  indentOf,
  interrupts,
  isBlank,
  listItemOf,
  SETEXT_UNDERLINE,
  THEMATIC_BREAK,
  type ListItem,
} from './line-kinds.ts'

/** A block's HTML; a paragraph's text is kept apart, as a tight list item drops its <p>. */
type Block = string | { paragraph: string }

interface Blocks {
  blocks: Block[]
  /** A blank line between two of the blocks: a list item holding them makes its list loose. */
  loose: boolean
}

// Containers nested deeper than this are read as text. Each level reads its lines again, so
// without a bound 100,000 ">" in a row, or list items indented ever deeper, would take
// quadratic time (and a stack as deep).
const MAX_DEPTH = 16

const join = (blocks: Block[], tight = false): string =>
  blocks
    .map((block) =>
      typeof block === 'string' ? block : tight ? block.paragraph : `<p>${block.paragraph}</p>\n`,
    )
    .join('')

function parseBlocks(lines: string[], context: RenderContext, depth: number): Blocks {
  const blocks: Block[] = []
  const deep = depth < MAX_DEPTH
  let loose = false
  let blankBefore = false
  let i = 0
  while (i < lines.length) {
    const line = lines[i] ?? ''
    if (isBlank(line)) {
      blankBefore = blocks.length > 0
      i++
      continue
    }
    loose ||= blankBefore
    blankBefore = false
    const fence = fenceOf(line)
    const heading = ATX_HEADING.exec(line)
    const hidden = HIDDEN_HTML.exec(line)
    const item = deep ? listItemOf(line) : undefined
    if (indentOf(line) >= 4) {
      const code: string[] = []
      for (; i < lines.length && (isBlank(lines[i]) || indentOf(lines[i] ?? '') >= 4); i++)
        code.push(lines[i]?.slice(4) ?? '')
      // Blank lines after the code belong to what follows.
      for (; isBlank(code.at(-1)); i--) code.pop()
      blocks.push(`<pre><code>${escapeHtml(code.join('\n'))}\n</code></pre>\n`)
    } else if (fence) {
      const [indent, marker] = fence
      let code = ''
      for (i++; i < lines.length; i++) {
        const next = lines[i] ?? ''
        const close = CLOSING_FENCE.exec(next)?.[1]
        if (close && close[0] === marker[0] && close.length >= marker.length) {
          i++
          break
        }
        code += `${next.slice(Math.min(indentOf(next), indent))}\n`
      }
      blocks.push(`<pre><code>${escapeHtml(code)}</code></pre>\n`)
    } else if (hidden) {
      const end = hidden[1] === '!--' ? '-->' : `</${hidden[1]?.toLowerCase()}`
      const start = i
      let closed = false
      for (; i < lines.length && !closed; i++) closed = !!lines[i]?.toLowerCase().includes(end)
      const html = renderInline(lines.slice(start, i).join('\n'), context)
      if (html) blocks.push({ paragraph: html })
    } else if (heading) {
      // The closing run of "#" is not text, unless it is glued to the text ("C#").
      let text = line.slice(heading[0].length).trim()
      let end = text.length
      while (text[end - 1] === '#') end--
      if (!end || text[end - 1] === ' ' || text[end - 1] === '\t') text = text.slice(0, end).trim()
      const level = heading[1]?.length ?? 1
      i++
      blocks.push(`<h${level}>${renderInline(text, context)}</h${level}>\n`)
    } else if (THEMATIC_BREAK.test(line)) {
      blocks.push('<hr>\n')
      i++
    } else if (deep && BLOCKQUOTE.test(line)) {
      const quoted: string[] = []
      for (; i < lines.length; i++) {
        const next = lines[i] ?? ''
        const marker = BLOCKQUOTE.exec(next)
        if (marker) quoted.push(next.slice(marker[0].length))
        else if (!isBlank(next) && continuesParagraph(quoted.at(-1)) && !interrupts(next, deep))
          quoted.push(next)
        else break
      }
      const inner = parseBlocks(quoted, context, depth + 1)
      blocks.push(`<blockquote>\n${join(inner.blocks)}</blockquote>\n`)
    } else if (item) {
      i = parseList(lines, i, item, context, depth, blocks)
    } else {
      const text = [line.trim()]
      let level = 0
      for (i++; i < lines.length; i++) {
        const next = lines[i] ?? ''
        if (isBlank(next)) break
        const underline = SETEXT_UNDERLINE.exec(next)?.[1]
        if (underline) {
          level = underline[0] === '=' ? 1 : 2
          i++
          break
        }
        if (interrupts(next, deep)) break
        text.push(next.trim())
      }
      const html = renderInline(text.join('\n'), context)
      if (level) blocks.push(`<h${level}>${html}</h${level}>\n`)
      else if (html) blocks.push({ paragraph: html })
    }
  }
  return { blocks, loose }
}

/** Reads the list whose first item is at `i` into `blocks`; returns the index after it. */
function parseList(
  lines: string[],
  i: number,
  first: ListItem,
  context: RenderContext,
  depth: number,
  blocks: Block[],
): number {
  const items: Blocks[] = []
  let loose = false
  for (let item = first; ;) {
    // A GFM task list's "[ ]" or "[x]": its checkbox could not be shown (no <input>), and the
    // brackets alone would read as noise.
    const content = [(lines[i] ?? '').slice(item.width).replace(/^\[[ xX]\](?=[ \t])/, '')]
    for (i++; i < lines.length; i++) {
      const next = lines[i] ?? ''
      if (isBlank(next)) content.push('')
      else if (indentOf(next) >= item.width) content.push(next.slice(item.width))
      else if (
        continuesParagraph(content.at(-1)) &&
        !interrupts(next, depth < MAX_DEPTH) &&
        !listItemOf(next)
      )
        content.push(next)
      else break
    }
    // Blank lines after an item separate it from the next one, or end the list.
    let blankAfter = 0
    for (; content.length > 1 && isBlank(content.at(-1)); blankAfter++) content.pop()
    items.push(parseBlocks(content, context, depth + 1))
    const next = listItemOf(lines[i] ?? '')
    if (!next || next.type !== item.type || THEMATIC_BREAK.test(lines[i] ?? '')) {
      i -= blankAfter
      break
    }
    loose ||= blankAfter > 0
    item = next
  }
  const tight = !loose && items.every((item) => !item.loose)
  const tag = first.start === undefined ? 'ul' : 'ol'
  const start = Number(first.start ?? 1)
  blocks.push(
    `<${tag}${start === 1 ? '' : ` start="${start}"`}>\n${items
      .map((item) => `<li>${join(item.blocks, tight)}</li>\n`)
      .join('')}</${tag}>\n`,
  )
  return i
}

/** Markdown's lines (newlines already "\n") to HTML. */
export function renderBlocks(lines: string[], context: RenderContext): string {
  return join(parseBlocks(lines, context, 0).blocks)
}
