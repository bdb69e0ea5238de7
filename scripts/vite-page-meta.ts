import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { runnerImport, type Plugin } from 'vite'

/**
 * Writes dist/client/page-meta.json: the title and description of every page but the job pages,
 * read from the app's own modules (src/client/seo/site-pages.ts), so the server can put them in
 * the HTML it sends to link-preview crawlers and list the pages in /sitemap.xml.
 */
export function pageMeta(): Plugin {
  let root = process.cwd()
  let outDir = 'dist'
  return {
    name: 'jobs-zw:page-meta',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      // The type is spelled out: importing the module's type would pull the app into this
      // runtime's typecheck.
      const { module } = await runnerImport<{ listSitePages(): unknown[] }>(
        path.join(root, 'src/client/seo/site-pages.ts'),
        { root, configFile: false, logLevel: 'silent' },
      )
      writeFileSync(path.join(outDir, 'page-meta.json'), JSON.stringify(module.listSitePages()))
    },
  }
}
