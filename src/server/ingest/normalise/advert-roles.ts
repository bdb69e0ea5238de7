/**
 * One advert, several roles: "Career Opportunities at The Dangote Group" followed by "1. Sales
 * Manager" and "2. Accountant", each heading its own duties and requirements. Read from the
 * advert's markdown (html-to-markdown.ts output). Conservative by design, because a false split
 * turns one job into several wrong ones: every role must be a heading of the same kind, named
 * like a job (role-heading.ts), distinct, and followed by text of its own.
 */
import { plainHeading, roleFromHeading } from './role-heading.ts'

export interface AdvertRole {
  /** "Sales Manager" */
  title: string
  /** the markdown under its heading, up to the next role or the shared closing part */
  body: string
}

export interface AdvertRoles {
  /** what comes before the first role: who is hiring, "applications are invited for…" */
  intro: string
  roles: AdvertRole[]
  /** what follows the last role and concerns them all: "How to apply", the closing date */
  outro: string
  /** roles past the cap, left out */
  leftOut: number
}

/** Beyond this, an advert is more likely a list of something else than of jobs. */
export const MAX_ROLES = 20
/** A role needs a few lines of its own (duties, requirements), not just its name in a list. */
const MIN_ROLE_TEXT = 60
const MAX_MARKDOWN = 200_000
const MAX_HEADING_LINE = 300

/** How a line marks a heading: `#`…`######`, a line all in bold or capitals, a numbered line. */
type HeadingKind = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'bold' | 'numbered'
const RANK: Record<HeadingKind, number> = {
  h1: 1,
  h2: 2,
  h3: 3,
  h4: 4,
  h5: 5,
  h6: 6,
  bold: 7,
  numbered: 8,
}

interface Heading {
  line: number
  kind: HeadingKind
  text: string
  role: string | null
}

/** Headings after which an advert's text concerns every role, or no role. */
const CLOSING_PART =
  /^(?:how\s+to\s+apply|to\s+apply|applications?\b|application\s+procedure|method\s+of\s+application|submission|closing\s+date|deadline|note\b|n\.?b\.?\b|contact|general\s+requirements|all\s+applications)|\b(?:related|similar|other|more|recent|latest)\s+(?:jobs|vacancies|positions)\b|^share\b/i

function headingOf(line: string, index: number): Heading | null {
  if (line.length > MAX_HEADING_LINE) return null
  let kind: HeadingKind | null = null
  let text = ''
  const atx = /^ {0,3}(#{1,6})\s+(.*?)[\s#]*$/.exec(line)
  const bold = /^ {0,3}(\*\*|__)(.+)\1\s*$/.exec(line)
  // An item of an ordered list; "1\\. Sales Manager" (a paragraph that starts with a number) is a
  // heading line like a bold one.
  const numbered = /^\d{1,2}[.)]\s+(.+?)\s*$/.exec(line)
  const numberedLine = /^\d{1,2}\\[.)]\s+(.+?)\s*$/.exec(line)
  if (atx) {
    kind = `h${atx[1]?.length ?? 1}` as HeadingKind
    text = atx[2] ?? ''
  } else if (bold && !(bold[2] ?? '').includes(bold[1] ?? '')) {
    kind = 'bold'
    text = bold[2] ?? ''
  } else if (numbered) {
    kind = 'numbered'
    text = numbered[1] ?? ''
  } else if (numberedLine) {
    kind = 'bold'
    text = numberedLine[1] ?? ''
  } else if (/^\S.{2,78}$/.test(line.trim()) && isCapitals(line)) {
    // A line in capitals, as adverts copied from newspapers set their headings.
    kind = 'bold'
    text = line.trim()
  }
  if (kind === null) return null
  return { line: index, kind, text, role: roleFromHeading(text) }
}

function isCapitals(line: string): boolean {
  const letters = line.replace(/[^\p{L}]/gu, '')
  return letters.length >= 3 && letters === letters.toUpperCase()
}

/** Text of a stretch of markdown without its markup, to measure what a role says. */
function textLength(lines: string[]): number {
  return plainHeading(lines.join(' ').replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '')).length
}

/**
 * The roles an advert lists, or null when it is one job (one role, sections only, or anything
 * doubtful).
 */
export function findAdvertRoles(markdown: string): AdvertRoles | null {
  const lines = markdown.slice(0, MAX_MARKDOWN).split('\n')
  const all = lines.map(headingOf).filter((heading) => heading !== null)
  // A board's "Related jobs" under the description lists other adverts, not this one's roles.
  const cut = all.find((heading) => /\b(?:related|similar)\s+jobs\b/i.test(heading.text))
  const headings = all.filter((heading) => !cut || heading.line < cut.line)
  const kind = roleKind(headings)
  if (!kind) return null
  const sameKind = headings.filter((heading) => heading.kind === kind)
  const roleHeadings = sameKind.filter((heading) => heading.role !== null)
  const first = roleHeadings[0]
  const last = roleHeadings.at(-1)
  if (!first || !last) return null
  // In a numbered run, every number between the first role and the last must be a role: a list of
  // requirements that names a job ("3. Registered Accountant") is not a list of roles.
  if (kind === 'numbered') {
    const run = sameKind.filter(
      (heading) => heading.line >= first.line && heading.line <= last.line,
    )
    if (run.some((heading) => heading.role === null)) return null
  }
  // The closing part starts at the first heading after the last role that concerns them all
  // ("How to Apply") or, for roles under `###`, outranks them (`## How we hire`); every role gets
  // it. A bold "Duties" under a numbered role is the role's own, so only `#` headings outrank.
  const closing = (cut ? [...headings, cut] : headings).find(
    (heading) =>
      heading.line > last.line &&
      ((RANK[heading.kind] < RANK[kind] && RANK[kind] <= 6) ||
        CLOSING_PART.test(plainHeading(heading.text))),
  )
  const end = closing?.line ?? (kind === 'numbered' ? listEnd(lines, last.line) : lines.length)
  const roles: AdvertRole[] = roleHeadings.map((heading, index) => {
    const next = roleHeadings[index + 1]?.line ?? end
    return { title: heading.role ?? '', body: dedent(lines.slice(heading.line + 1, next)) }
  })
  if (roles.some((role) => textLength([role.body]) < MIN_ROLE_TEXT)) return null
  return {
    intro: lines.slice(0, first.line).join('\n').trim(),
    roles: roles.slice(0, MAX_ROLES),
    outro: lines
      .slice(end, cut?.line ?? lines.length)
      .join('\n')
      .trim(),
    leftOut: Math.max(0, roles.length - MAX_ROLES),
  }
}

/**
 * The kind of heading the roles are set in: the one with most role headings, at least two and
 * all different; none when two kinds tie, or a role is named twice (a title repeated is one job).
 */
function roleKind(headings: Heading[]): HeadingKind | null {
  const byKind = new Map<HeadingKind, string[]>()
  for (const heading of headings) {
    if (heading.role) byKind.set(heading.kind, [...(byKind.get(heading.kind) ?? []), heading.role])
  }
  const ranked = [...byKind].sort(([, a], [, b]) => b.length - a.length)
  const [best, second] = ranked
  if (!best || best[1].length < 2) return null
  if (second && second[1].length === best[1].length) return null
  const names = best[1].map((role) => role.toLowerCase())
  if (new Set(names).size !== names.length) return null
  return best[0]
}

/** The first line after the list item at `from` that is outside the list (not indented). */
function listEnd(lines: string[], from: number): number {
  const after = lines.findIndex((line, index) => index > from && /^\S/.test(line))
  return after === -1 ? lines.length : after
}

/** A numbered item's lines are indented under it; alone, they would read as code. */
function dedent(lines: string[]): string {
  const indents = lines
    .filter((line) => line.trim() !== '')
    .map((line) => /^ */.exec(line)?.[0].length ?? 0)
  const by = Math.min(...indents, 8)
  return lines
    .map((line) => line.slice(Math.min(by, /^ */.exec(line)?.[0].length ?? 0)))
    .join('\n')
    .trim()
}
