/**
 * Two releases of the built app for the browser tests' update journey: the current build, and a
 * "next" one made from it whose index.html and service worker differ, as after a deploy. A
 * control server on 127.0.0.1 switches between them (POST /release/next, POST /release/current).
 */
import { createHash } from 'node:crypto'
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import path from 'node:path'

import {
  StaticFiles,
  type StaticFile,
  type StaticFileSource,
} from '../src/server/http/static-files.ts'

export const NEXT_RELEASE_MARKER = '<meta name="release" content="next" />'

function buildNextRelease(clientDir: string, nextDir: string): void {
  rmSync(nextDir, { recursive: true, force: true })
  cpSync(clientDir, nextDir, { recursive: true })
  const indexFile = path.join(nextDir, 'index.html')
  const index = readFileSync(indexFile, 'utf8').replace(
    '</head>',
    `  ${NEXT_RELEASE_MARKER}\n</head>`,
  )
  writeFileSync(indexFile, index)
  // the precompressed twins hold the old page; the server compresses the new one itself
  rmSync(indexFile + '.br', { force: true })
  rmSync(indexFile + '.gz', { force: true })
  const revision = createHash('md5').update(index).digest('hex')
  const swFile = path.join(nextDir, 'sw.js')
  const sw = readFileSync(swFile, 'utf8').replace(
    /("revision":")[0-9a-f]+(","url":"index\.html")/,
    `$1${revision}$2`,
  )
  if (!sw.includes(revision)) throw new Error('index.html was not found in the precache manifest')
  writeFileSync(swFile, sw)
}

export class SwitchableRelease implements StaticFileSource {
  private current: StaticFiles

  constructor(private readonly releases: { current: StaticFiles; next: StaticFiles }) {
    this.current = releases.current
  }

  static create(clientDir: string, nextDir: string): SwitchableRelease {
    buildNextRelease(clientDir, nextDir)
    return new SwitchableRelease({
      current: new StaticFiles(clientDir),
      next: new StaticFiles(nextDir),
    })
  }

  switchTo(release: 'current' | 'next'): void {
    this.current = this.releases[release]
  }

  get isBuilt(): boolean {
    return this.current.isBuilt
  }

  get indexHtml(): StaticFile | undefined {
    return this.current.indexHtml
  }

  get(urlPath: string): StaticFile | undefined {
    return this.current.get(urlPath)
  }
}

export async function startReleaseControl(
  release: SwitchableRelease,
  port: number,
): Promise<Server> {
  const server = createServer((req, res) => {
    const match = /^\/release\/(current|next)$/.exec(req.url ?? '')
    if (req.method !== 'POST' || !match?.[1]) {
      res.writeHead(404).end()
      return
    }
    release.switchTo(match[1] as 'current' | 'next')
    res.writeHead(204).end()
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return server
}
