import type { Plugin } from 'vite'

import { BOOT_SCRIPT } from '../src/shared/boot-script.ts'

const THEME_COLOR_META = /<meta name="theme-color"[^>]*>/

/**
 * Puts src/shared/boot-script.ts into index.html right after the theme-color meta it edits, and
 * before any stylesheet, which a script would otherwise have to wait for.
 */
export function bootScript(): Plugin {
  return {
    name: 'jobs-zw:boot-script',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!THEME_COLOR_META.test(html)) throw new Error('index.html lost its theme-color meta')
        return html.replace(
          THEME_COLOR_META,
          (meta) => `${meta}\n    <script>${BOOT_SCRIPT}</script>`,
        )
      },
    },
  }
}
