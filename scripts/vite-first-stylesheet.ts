import { createHash } from 'node:crypto'

import type { Plugin } from 'vite'

import { FIRST_STYLESHEET_INFO, type FirstStylesheet } from '../src/shared/first-stylesheet.ts'
import { cssModuleHash } from './css-class-names.ts'
import { firstStylesheet } from './first-stylesheet.ts'

const CSS_MODULE = /\.module\.css(?:$|\?)/

/**
 * Writes the styles code every first visit runs can draw (`assets/first-<hash>.css`) beside the
 * site's one stylesheet, and what the server needs to choose between them
 * (src/server/render/first-stylesheet.ts, decision 075). `isFirstLoadModule` is the first-load
 * chunk's own test (vite-first-load-chunk.ts): a CSS module it does not hold is a lazy one.
 */
export function firstStylesheetFile(isFirstLoadModule: (id: string) => boolean): Plugin {
  return {
    name: 'jobs-zw:first-stylesheet',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const stylesheets = Object.values(bundle).filter(
        (file) => file.type === 'asset' && file.fileName.endsWith('.css'),
      )
      const [whole] = stylesheets
      if (stylesheets.length !== 1 || whole?.type !== 'asset')
        this.error(
          `first stylesheet: expected the build's one stylesheet, found ${stylesheets.length}`,
        )

      const lazyHashes = new Set<string>()
      for (const id of this.getModuleIds())
        if (CSS_MODULE.test(id) && !isFirstLoadModule(id)) lazyHashes.add(cssModuleHash(id))
      if (lazyHashes.size === 0) this.error('first stylesheet: no lazy CSS module; was it renamed?')

      const css = firstStylesheet(String(whole.source), lazyHashes)
      const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8)
      const first = `assets/first-${hash}.css`
      this.emitFile({ type: 'asset', fileName: first, source: css })
      const info: FirstStylesheet = {
        first,
        whole: whole.fileName,
        lazyHashes: [...lazyHashes].sort(),
      }
      this.emitFile({
        type: 'asset',
        fileName: FIRST_STYLESHEET_INFO.slice(1),
        source: `${JSON.stringify(info, null, 2)}\n`,
      })
    },
  }
}
