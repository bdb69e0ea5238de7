import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    restoreMocks: true,
    unstubEnvs: true,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['src/shared/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
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
