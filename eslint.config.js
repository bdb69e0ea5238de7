// Architecture rules live here so that they are enforced, not only written down (DESIGN.md §2).
import js from '@eslint/js'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const onlyInWrapper = (name, wrapper) => ({
  name,
  message: `Import ${name} only through ${wrapper}.`,
})

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
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: ['./src/client', './src/sw', './src/server'] },
            { target: './src/client', from: ['./src/server', './src/sw'] },
            { target: './src/sw', from: ['./src/client', './src/server'] },
            { target: './src/server', from: ['./src/client', './src/sw'] },
          ],
        },
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
  {
    // shared/ is isomorphic: no Node built-ins, no DOM.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react', 'react-dom'] }],
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
            onlyInWrapper('marked', 'src/client/lib/markdown.ts'),
            onlyInWrapper('dompurify', 'src/client/lib/markdown.ts'),
            onlyInWrapper('idb-keyval', 'src/client/lib/storage.ts'),
            onlyInWrapper('sonner', 'src/client/lib/toast.ts'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
)
