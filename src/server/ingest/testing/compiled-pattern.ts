import { compileOperatorPattern, type OperatorPattern } from '../adapters/html/operator-pattern.ts'

/** A pattern a test knows to be valid, compiled as the sources file would compile it. */
export function compiledPattern(source: string): OperatorPattern {
  const result = compileOperatorPattern(source)
  if ('problem' in result) throw new Error(result.problem)
  return result
}
