/**
 * For tests of the npm scripts: runs `scripts/NAME.ts` as an operator would, in its own process
 * under tsx from the repository's root, and gives back its exit code and what it printed.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

export interface ScriptRun {
  code: number | null
  stdout: string
  stderr: string
}

export function runScript(
  script: string,
  args: readonly string[],
  { env, stdin = null }: { env: Record<string, string>; stdin?: string | null },
): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: [stdin === null ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, stdout, stderr }))
    if (stdin !== null) child.stdin?.end(stdin)
  })
}
