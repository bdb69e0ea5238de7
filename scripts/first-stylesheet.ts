import postcss, { type Rule } from 'postcss'

import { isLazyClassName } from '../src/shared/first-stylesheet.ts'

/**
 * The part of the site's stylesheet that code every first visit runs can draw: the whole of it
 * less the rules of CSS modules that only lazy chunks import (decision 075). A CSS module's
 * classes end with `_` and its file's 3-character hash (css-class-names.ts), so a rule is a lazy
 * module's when its selector names one of `lazyHashes`' classes. Global rules stay whole.
 */
export function firstStylesheet(css: string, lazyHashes: ReadonlySet<string>): string {
  const isLazyName = (name: string) => isLazyClassName(name, lazyHashes)
  const namesLazyClass = (selector: string) =>
    // `:not(.x)` matches where the class is absent: such a selector is not the lazy module's.
    [...selector.replace(/:not\([^()]*\)/g, '').matchAll(/\.((?:\\.|[\w-])+)/g)].some((match) =>
      isLazyName(match[1] ?? ''),
    )

  const root = postcss.parse(css)
  root.walkRules((rule: Rule) => {
    // Keyframe stops (`from`, `50%`) have no classes.
    const kept = rule.selectors.filter((selector) => !namesLazyClass(selector))
    if (kept.length === 0) rule.remove()
    else if (kept.length < rule.selectors.length) rule.selectors = kept
  })
  root.walkAtRules(/keyframes$/i, (atRule) => {
    if (isLazyName(atRule.params.trim())) atRule.remove()
  })
  // @media and @supports blocks left with nothing in them, innermost first.
  let emptied = true
  while (emptied) {
    emptied = false
    root.walkAtRules((atRule) => {
      if (atRule.nodes?.length === 0) {
        atRule.remove()
        emptied = true
      }
    })
  }
  return root.toString()
}
