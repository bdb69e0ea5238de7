import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Plugin } from 'vite'

/**
 * Emits the web app manifest at the top level of the site, unhashed, so that its URL stays
 * /manifest.webmanifest across releases (browsers key installed apps by the manifest URL).
 */
export function rootManifest(file = 'manifest.webmanifest'): Plugin {
  let root = process.cwd()
  return {
    name: 'jobs-zw:root-manifest',
    configResolved(config) {
      root = config.root
    },
    configureServer(server) {
      server.middlewares.use(`/${file}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json')
        res.end(readFileSync(path.join(root, file)))
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: file, source: readFileSync(path.join(root, file)) })
    },
  }
}
