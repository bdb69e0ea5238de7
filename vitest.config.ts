import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify('test-build') },
  test: {
    restoreMocks: true,
    unstubEnvs: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/shared/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/console-errors.ts'],
        },
      },
      {
        // The service worker's decisions; Node has the Request/Response/Headers they use.
        extends: true,
        test: {
          name: 'sw',
          include: ['src/sw/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/console-errors.ts'],
        },
      },
      {
        // Component and client-module tests in a simulated browser.
        extends: true,
        plugins: [react()],
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          exclude: ['src/client/**/*.ssr.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/client.ts'],
          // A hang guard, not a speed check: a journey of taps takes ~1 s alone and past the
          // default 5 s on a busy two-core CI machine.
          testTimeout: 15_000,
        },
      },
      {
        // The server-render bundle's code as the server runs it: in Node, with no DOM.
        extends: true,
        plugins: [react()],
        test: {
          name: 'client-ssr',
          include: ['src/client/**/*.ssr.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/setup/console-errors.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/build/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/server.ts'],
          // Each file starts its own embedded database; a fresh PGlite takes ~2 s.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
