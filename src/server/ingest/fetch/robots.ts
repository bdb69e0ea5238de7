/**
 * robots.txt as RFC 9309 reads it: the groups naming our product token apply (merged if several
 * do), otherwise the `*` groups; the longest matching rule decides and Allow wins a tie.
 */

export interface RobotsRule {
  allow: boolean
  /** the path pattern, percent-encoding normalised; may hold `*` and a final `$` */
  pattern: string
}

export interface RobotsGroup {
  /** lower-cased product tokens from the group's user-agent lines (`*` included) */
  userAgents: string[]
  rules: RobotsRule[]
}

export interface ParsedRobots {
  groups: RobotsGroup[]
}

export function parseRobots(robotsTxt: string): ParsedRobots {
  const groups: RobotsGroup[] = []
  let current: RobotsGroup | null = null
  let inRules = false

  for (const rawLine of robotsTxt.split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim()
    const colon = line.indexOf(':')
    if (colon === -1) continue
    const key = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()

    if (key === 'user-agent') {
      // consecutive user-agent lines share one group; one after rules starts a new group
      if (current === null || inRules) {
        current = { userAgents: [], rules: [] }
        groups.push(current)
        inRules = false
      }
      current.userAgents.push(productToken(value))
    } else if (key === 'allow' || key === 'disallow') {
      // rules before any user-agent line belong to no group and are ignored
      if (current === null) continue
      inRules = true
      // an empty pattern matches nothing, so an empty Disallow allows everything
      if (value === '') continue
      const pattern = normalisePath(
        value.startsWith('/') || value.startsWith('*') ? value : `/${value}`,
      )
      current.rules.push({ allow: key === 'allow', pattern })
    }
    // other records (sitemap, crawl-delay, …) neither end a group nor apply here
  }
  return { groups }
}

/** True when `userAgent` may fetch `path` (the URL's path and query) under `robotsTxt`. */
export function isAllowedByRobots(robotsTxt: string, userAgent: string, path: string): boolean {
  return robotsAllows(parseRobots(robotsTxt), userAgent, path)
}

/** As `isAllowedByRobots`, for a file parsed once and checked many times. */
export function robotsAllows(robots: ParsedRobots, userAgent: string, path: string): boolean {
  const target = normalisePath(path === '' ? '/' : path)
  if (target === '/robots.txt') return true

  const token = productToken(userAgent)
  let groups = robots.groups.filter((group) => group.userAgents.includes(token))
  if (groups.length === 0) groups = robots.groups.filter((group) => group.userAgents.includes('*'))

  let best: RobotsRule | null = null
  for (const group of groups) {
    for (const rule of group.rules) {
      if (!patternMatches(rule.pattern, target)) continue
      const longer = best === null || rule.pattern.length > best.pattern.length
      const tieWonByAllow =
        best !== null && rule.pattern.length === best.pattern.length && rule.allow
      if (longer || tieWonByAllow) best = rule
    }
  }
  return best === null || best.allow
}

/** "ExampleBot/1.2 (+https://…)" → "examplebot": the name before any version or comment. */
function productToken(userAgent: string): string {
  const token = /^[^\s/]*/.exec(userAgent.trim())?.[0] ?? ''
  return token.toLowerCase()
}

/**
 * Makes patterns and paths comparable: characters outside ASCII are percent-encoded (as UTF-8),
 * escapes of unreserved characters are decoded and the hex of the others is upper-cased.
 */
function normalisePath(path: string): string {
  const encoded = path.replace(/[^\x21-\x7e]+/g, (run) => encodeURIComponent(run))
  return encoded.replace(/%([0-9a-fA-F]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16))
    return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${hex.toUpperCase()}`
  })
}

/**
 * Whether `pattern` matches the start of `path` (the whole of it with a final `$`). `*` matches
 * any run of characters. Greedy matching with backtracking to the last `*` keeps the cost at
 * O(pattern × path) with no regular expression to blow up on a hostile file.
 */
function patternMatches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$')
  const glob = anchored ? pattern.slice(0, -1) : `${pattern}*`
  let p = 0
  let g = 0
  let star = -1
  let resume = 0
  while (p < path.length) {
    if (g < glob.length && glob[g] !== '*' && glob[g] === path[p]) {
      p += 1
      g += 1
    } else if (g < glob.length && glob[g] === '*') {
      star = g
      resume = p
      g += 1
    } else if (star !== -1) {
      g = star + 1
      resume += 1
      p = resume
    } else {
      return false
    }
  }
  while (g < glob.length && glob[g] === '*') g += 1
  return g === glob.length
}
