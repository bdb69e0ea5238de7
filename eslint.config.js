// Architecture rules live here so that they are enforced, not only written down (docs/architecture.md).
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

import { featureBoundaries } from './scripts/lint/feature-boundaries.js'

const onlyInWrapper = (name, wrapper) => ({
  name,
  message: `Import ${name} only through ${wrapper}.`,
})

// Import direction: shared <- client, shared <- sw, shared <- server, nothing else.
// Every import of another runtime names its folder ("../server/…", "#server/…").
const runtimeImport = (runtime) => ({
  regex: `(^#${runtime}/|(^|/)${runtime}/|^\\.\\./${runtime}$)`,
  message: `This runtime may not import src/${runtime}: only src/shared is common ground.`,
})
const importDirection = {
  shared: ['client', 'sw', 'server'],
  client: ['sw', 'server'],
  sw: ['client', 'server'],
  server: ['client', 'sw'],
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'coverage',
      'bench/results',
      'test-results',
      'playwright-report',
      'src/client/route-tree.gen.ts',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // process.env is read and validated in one place only.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through src/server/env.ts.',
        },
      ],
    },
  },
  ...['sw', 'server'].map((runtime) => ({
    files: [`src/${runtime}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: importDirection[runtime].map(runtimeImport) }],
    },
  })),
  {
    // shared/ is isomorphic: no Node built-ins, no DOM, no other runtime.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...importDirection.shared.map(runtimeImport),
            { group: ['node:*', 'react', 'react-dom'], message: 'src/shared runs everywhere.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'Buffer'],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            onlyInWrapper('idb-keyval', 'src/client/lib/storage.ts'),
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation', 'useIsMutating', 'useMutationState', 'MutationObserver'],
              message:
                'The browser build has no mutation cache (src/client/lib/no-mutation-cache.ts): post with fetch.',
            },
          ],
          patterns: importDirection.client.map(runtimeImport),
        },
      ],
    },
  },
  {
    files: ['src/client/features/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'local/feature-boundaries': 'error' },
  },
  {
    files: ['src/sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
)
