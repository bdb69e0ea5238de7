import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

import { bootScript } from './scripts/vite-boot-script.ts'
import { getBuildId } from './scripts/build-id.ts'
import { buildStamp } from './scripts/vite-build-stamp.ts'
import { cssClassNames } from './scripts/css-class-names.ts'
import { firstStylesheetFile } from './scripts/vite-first-stylesheet.ts'
import { cvTemplates } from './scripts/vite-cv-templates.ts'
import { firstLoadChunk } from './scripts/vite-first-load-chunk.ts'
import { inlineFavicon } from './scripts/vite-inline-favicon.ts'
import { PRECACHE_GLOB_IGNORES } from './scripts/precache-left-out.ts'
import { lazyValibot, POST_PAGES_COPY } from './scripts/vite-lazy-valibot.ts'
import { lazyScrollRestoration } from './scripts/vite-lazy-scroll-restoration.ts'
import { NO_MUTATION_CACHE, noMutationCache } from './scripts/vite-no-mutation-cache.ts'
import { pageMeta } from './scripts/vite-page-meta.ts'
import { precompressAssets } from './scripts/vite-precompress.ts'
import { rootManifest } from './scripts/vite-root-manifest.ts'
import { routeChunksFile } from './scripts/vite-route-chunks.ts'

// The API runs in its own process during `npm run dev`; Vite proxies /api to it.
const apiPort = Number(process.env.API_PORT ?? 8787)

// `vite build --ssr src/client/entry-server.tsx` (npm run build) makes the server-render bundle
// in dist/ssr: the same app without the browser-only build steps.
// Our code that every first visit runs, as one chunk: the app and the home page.
const appChunk = firstLoadChunk([
  /\/src\/client\/app\.tsx$/,
  /\/src\/client\/routes\/index\.tsx\?tsr-split=component$/,
  // The service worker's page-side code: every first visit fetches it once the page has loaded,
  // and a file of its own cost a response's headers for 1 KB (docs/decisions/074).
  /\/src\/client\/features\/offline\/lib\/sw-bridge\.ts$/,
])

// Runs React DOM's module code with the framework's chunk (src/client/lib/framework-start.ts).
const FRAMEWORK_START = /\/src\/client\/lib\/framework-start\.ts$/

// Modules only the employer's pages (/post-a-job) use: valibot of their own (lazyValibot).
const POST_PAGES_ONLY =
  /\/src\/(?:client\/features\/job-posts\/|shared\/job-posts\/|shared\/schemas\/(?:job-post|how-to-apply|pay)\.ts)/

export default defineConfig(({ isSsrBuild = false }) => ({
  plugins: [
    // The router plugin must come before react() (route generation and code splitting).
    tanstackRouter({
      target: 'react',
      // The server renders every route it is asked for; one file loads faster there.
      autoCodeSplitting: !isSsrBuild,
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/route-tree.gen.ts',
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    bootScript(),
    ...(isSsrBuild
      ? []
      : [
          appChunk.plugin,
          lazyValibot(POST_PAGES_ONLY),
          firstStylesheetFile(appChunk.isFirstLoadModule),
          noMutationCache(),
          lazyScrollRestoration(),
          routeChunksFile(),
          ...browserBuildPlugins(),
        ]),
  ],
  resolve: {
    alias: [
      // TanStack Store asks for the shim that lets React 17 use useSyncExternalStore; React 18
      // has it built in, so the shim's fallback would be dead bytes in every first visit.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  css: {
    modules: { generateScopedName: cssClassNames() },
  },
  define: {
    // Busts the persisted query cache when a new build ships (src/client/lib/query-persistence.ts).
    __BUILD_ID__: JSON.stringify(getBuildId()),
  },
  build: isSsrBuild
    ? {
        outDir: 'dist/ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node20',
        sourcemap: true,
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: false,
        // Every browser the site supports preloads modules itself (Chrome 66, Safari 17, Firefox
        // 115); where one does not, the preload is skipped and the import still works.
        modulePreload: {
          polyfill: false,
          // Outside the entry, every import runs once the first load (the entry, the app, the
          // framework and the bundler's runtime) is in: naming those again in each lazy import's
          // preload list cost ~100 B of it (decision 075). The entry's import of the app keeps
          // them, so that the three are fetched at once.
          resolveDependencies: (_file, deps, { hostId, hostType }) =>
            hostType === 'js' && !/^assets\/index-/.test(hostId)
              ? deps.filter((dep) => !/^assets\/(index|app|framework|rolldown-runtime)-/.test(dep))
              : deps,
        },
        // One stylesheet for the whole site (~7 KB gzip): server-rendered pages carry it inline
        // (src/server/render/inline-stylesheets.ts), so no page waits on a CSS request.
        cssCodeSplit: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // The packages every page runs: they change less often than our code, so a
                // release that changes only ours leaves this chunk cached. valibot too (every
                // list reads its address with it): a file of its own was one more response of
                // ~400 B headers in every first visit (decision 073); not the employer pages' copy.
                // The query client's stand-in mutation cache goes with it (decision 075).
                {
                  name: 'framework',
                  test: (id: string) =>
                    (/[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack|idb-keyval|valibot)[\\/]/.test(
                      id,
                    ) &&
                      !id.endsWith(POST_PAGES_COPY)) ||
                    id === NO_MUTATION_CACHE ||
                    FRAMEWORK_START.test(id),
                },
                {
                  name: 'app',
                  test: appChunk.isFirstLoadModule,
                  // Left to the bundler, Vite's preload helper stays in the entry, which needs it
                  // at once; pulled in here, the entry would import the whole app before the
                  // first paint.
                  includeDependenciesRecursively: false,
                },
                // Left to the bundler, what the lazy pages share becomes a score of files of a
                // few hundred bytes each, every one fetched by the worker's precache with ~420
                // bytes of response headers and gzip's start-up cost (docs/decisions/067).
                // The lists, a job's page (with its error page and report form) and the job
                // page's body, which the employer's preview draws too.
                {
                  name: 'job-pages',
                  test: /routes[\\/](jobs\.(all|critical|urgent|archives)|job\.\$id)\.tsx|(jobs-list-page|job-detail(-error)?|report-listing)\.(tsx|module\.css)|report-reasons\.ts/,
                  includeDependenciesRecursively: false,
                },
                // The career resources page with its three tabs' text, and the six guides it
                // links to with theirs: two files, so that neither is over the largest lazy
                // chunk's budget.
                {
                  name: 'career-resources',
                  test: /routes[\\/]career-resources\.tsx|content[\\/](data[\\/](career-[\w-]+\.md|career-resources\.ts)|components[\\/](tabs|career-resources-page)\.(tsx|module\.css))/,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'guides',
                  test: /routes[\\/]resources\.(career-pivot|cover-letter-templates|job-search-tracker|networking|salary-negotiation|skills-development)\.tsx|content[\\/](data[\\/](guide-[\w-]+\.md|cover-letters\.ts)|lib[\\/]copy-text\.ts|components[\\/](guide-page|cover-letter-templates-page|job-search-tracker-page)\.(tsx|module\.css))/,
                  includeDependenciesRecursively: false,
                },
                // The blog's list (with its newsletter form) and an article's page; the
                // articles' text stays a file of its own, the largest lazy one already.
                {
                  name: 'blog',
                  test: /routes[\\/]blog\.(index|\$id)\.tsx|content[\\/]components[\\/](blog-list|blog-post|article-meta)\.(tsx|module\.css)|newsletter-form\.tsx/,
                  includeDependenciesRecursively: false,
                },
                // What a returning reader's saves run: the reminders, which offer push, and the
                // push code (keeping a device's subscription current, turning push on).
                {
                  name: 'reminders',
                  test: /[\\/]lib[\\/](push[\\/](push-sync|push-subscription|push-api)|reminders)\.ts/,
                  includeDependenciesRecursively: false,
                },
                // What shows only when something failed: a page that could not open, and the
                // sample jobs shown when the first list could not load.
                {
                  name: 'fallbacks',
                  test: /components[\\/]page-error\.tsx|(sample-jobs|input-as-api-job|job-template)\.ts/,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'resume-templates',
                  test: /routes[\\/]resources\.resume-template-|resume-template(-page\.(tsx|module\.css)|s\.ts)/,
                  includeDependenciesRecursively: false,
                },
                // The Filters sheet (with the chips of what is chosen and "nothing matches"), and
                // the towns and the labels of towns and kinds of work, which the sheet, the
                // device's search, the alert texts and the employer's form read (docs/decisions/
                // 058, 071, 073): one file, fetched after a list's first paint, where there were
                // two responses, each with ~400 B of headers.
                {
                  name: 'list-filters',
                  test: /[\\/]src[\\/](shared[\\/]job-facets[\\/](categories|location-labels|towns)\.ts|client[\\/]features[\\/]jobs[\\/](components[\\/](list-filters-ui\.ts|(filter-sheet|chosen-filters|no-match|filter-group|list-link)\.(tsx|module\.css))|lib[\\/](list-filters|facet-options|posted-options|sort-options)\.ts))/,
                  includeDependenciesRecursively: false,
                },
                // The advert check the phone runs offline (docs/decisions/071): fetched only
                // when it runs, in two files so that neither is over the largest lazy chunk's
                // budget: the scam rules with what they read (the pay reader's sums, the mail
                // domains, sentence ends), and the check itself (check-on-phone), which imports
                // them.
                {
                  name: 'scam-rules',
                  test: /[\\/]src[\\/]shared[\\/](scam-signals[\\/]|pay[\\/](find-pays|money-sums|pay-periods|pay-words)\.ts|(free-)?mail-domains\.ts|sentence-ends\.ts)/,
                  includeDependenciesRecursively: false,
                },
                // Reading a town from text: the device's search of the lists, and the check's
                // reading of how to apply, need it; a page that does neither does not.
                {
                  name: 'place-words',
                  test: /[\\/]src[\\/]shared[\\/](job-facets[\\/](location-facet|location-words|facet-words|phrase-table)|search[\\/]search-words)\.ts/,
                  includeDependenciesRecursively: false,
                },
                // The two legal pages' layout: in the lazy pages' shared chunk it was precached,
                // though neither page is (decision 075).
                {
                  name: 'legal-document',
                  test: /content[\\/]components[\\/]legal-document\.(tsx|module\.css)/,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'shared',
                  test: isSharedLazyModule,
                  minShareCount: 2,
                  maxModuleSize: 4000,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
        // .vite/manifest.json: lets scripts/check-budgets.ts find what a first visit loads, and
        // the server which CSS and chunks a server-rendered page needs.
        manifest: true,
      },
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
}))

/**
 * Our small modules that lazy pages share, for the one `shared` chunk. Not the first load's (the
 * app chunk has them), nor the Filters sheet's, which a first visit of a list fetches at once,
 * nor the markdown renderer, the push code or the reminders, which load only when wanted.
 */
function isSharedLazyModule(id: string): boolean {
  return (
    /[\\/]src[\\/](client|shared)[\\/]/.test(id) &&
    !appChunk.isFirstLoadModule(id) &&
    !/list-filters|towns|location-labels|markdown\.ts|[\\/]push[\\/]|reminders/.test(id)
  )
}

function browserBuildPlugins() {
  return [
    rootManifest(),
    inlineFavicon(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // Updates wait for the user's Reload (src/client/features/offline/sw-bridge.ts).
      registerType: 'prompt',
      injectRegister: false,
      // manifest.webmanifest is ours (rootManifest); the plugin must not write another.
      manifest: false,
      injectManifest: {
        // The route chunks, so guides, blog and templates open offline; the manifest and its
        // 192 px icon, which Chromium reads on every visit to judge the site installable (left
        // out, it was fetched again on each repeat visit: decision 072). The page's icon is in
        // the page (inlineFavicon, decision 073); the 512 px icons are read only when the app is
        // installed, online (decision 058). Precompressed twins and the share image are not
        // needed offline.
        globPatterns: ['**/*.{js,css,html,webmanifest}', 'icon-192.png'],
        // Chunks the offline copy does not promise, or few readers open, stay out; the worker
        // keeps each when first used (scripts/precache-left-out.ts says which and why).
        // The first load's styles are only ever inline in a server-drawn page (decision 075).
        globIgnores: ['**/*.br', '**/*.gz', 'assets/first-*.css', ...PRECACHE_GLOB_IGNORES],
        minify: true,
      },
    }),
    precompressAssets(),
    pageMeta(),
    // the CV templates' Word files, left out of the precache: no pattern above matches .docx
    cvTemplates(),
    buildStamp(),
  ]
}
