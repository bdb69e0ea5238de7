import type { Rule } from 'eslint'

export const featureBoundaries: Rule.RuleModule
