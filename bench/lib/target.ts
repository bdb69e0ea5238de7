/**
 * Starts a benchmark target in a child process pinned to CPU 0 (the load generator runs on the
 * other core), and waits for the URL it prints.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'

const root = path.resolve(import.meta.dirname, '../..')

export interface Target {
  url: string
  child: ChildProcess
  stop(): Promise<void>
}

export async function startTarget(
  args: string[],
  env: Record<string, string> = {},
): Promise<Target> {
  const node = [
    process.execPath,
    '--import',
    'tsx',
    path.join(root, 'bench/api-target.ts'),
    ...args,
  ]
  const [command, ...rest] = existsSync('/usr/bin/taskset')
    ? ['/usr/bin/taskset', '-c', '0', ...node]
    : node
  const child = spawn(command as string, rest, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`benchmark target exited with ${code}`)))
    // The server may log a line or two of its own first (JSON, such as "Email alerts are off").
    lines.on('line', (line) => {
      if (/^https?:\/\//.test(line.trim())) resolve(line.trim())
    })
  })
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** Pins this process (the load generator) to CPU 1 where taskset exists. */
export function pinSelfToCpu1(): void {
  if (!existsSync('/usr/bin/taskset')) return
  spawn('/usr/bin/taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' })
}
