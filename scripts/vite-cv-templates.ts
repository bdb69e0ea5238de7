import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { runnerImport, type Plugin } from 'vite'

import { buildDocx } from './lib/docx.ts'

/**
 * Writes each CV template's Word file (dist/client/templates/*.docx) from the template text the
 * app shows (src/client/features/content/data/resume-templates.ts): one source, no binary kept
 * in the repository. The server sends them as downloads; the service worker does not precache
 * them (docs/decisions/062).
 */
export function cvTemplates(): Plugin {
  let root = process.cwd()
  let outDir = 'dist'
  return {
    name: 'jobs-zw:cv-templates',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      // The type is spelled out: importing the module's type would pull the app into this
      // runtime's typecheck.
      const { module } = await runnerImport<{
        resumeTemplates: Record<string, { docxPath: string; body: string }>
      }>(path.join(root, 'src/client/features/content/data/resume-templates.ts'), {
        root,
        configFile: false,
        logLevel: 'silent',
      })
      for (const { docxPath, body } of Object.values(module.resumeTemplates)) {
        const file = path.join(outDir, docxPath)
        mkdirSync(path.dirname(file), { recursive: true })
        writeFileSync(file, buildDocx(body))
      }
    },
  }
}
