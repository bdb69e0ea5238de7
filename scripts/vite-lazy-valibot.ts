import type { Plugin } from 'vite'

/** What the employer pages' copy of valibot carries at the end of its module id. */
export const POST_PAGES_COPY = '?post-pages'

/**
 * Gives the modules that only the employer's pages use (/post-a-job) a copy of valibot of their
 * own, in those pages' chunk (docs/decisions/049). valibot is one module, and the bundler keeps
 * a module's used code in the one chunk that module is in: the page's check of the post with the
 * shared schema (`job-post.ts`, which builds on `how-to-apply.ts` and `pay.ts`) would otherwise
 * add its functions (~850 B gzip) to the valibot chunk that every first visit loads. Schemas
 * made by the two copies mix freely: a schema is plain data with its own `~run`.
 */
export function lazyValibot(importers: RegExp): Plugin {
  return {
    name: 'jobs-zw:lazy-valibot',
    apply: 'build',
    // before Vite's own resolver, which would answer first
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'valibot' || !importer || !importers.test(importer)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && { ...resolved, id: `${resolved.id}${POST_PAGES_COPY}` }
    },
  }
}
