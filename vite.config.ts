import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

import { buildStamp } from './scripts/vite-build-stamp.ts'
import { precompressAssets } from './scripts/vite-precompress.ts'
import { rootManifest } from './scripts/vite-root-manifest.ts'

// The API runs in its own process during `npm run dev`; Vite proxies /api to it.
const apiPort = Number(process.env.API_PORT ?? 8787)

export default defineConfig({
  plugins: [
    // The router plugin must come before react() (route generation and code splitting).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/route-tree.gen.ts',
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    rootManifest(),
    precompressAssets(),
    buildStamp(),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
})
