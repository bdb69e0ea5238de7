/**
 * What the forms' component tests stand in for: the site's config with a bot check, Cloudflare's
 * widget (the test decides when it passes), and the network (the config, then each post, kept
 * with its body, answered as the test says).
 */
import { act } from '@testing-library/react'
import { expect, vi } from 'vitest'

import type { PublicConfig } from '#shared/schemas/config.ts'

import {
  resetTurnstileLoaderForTests,
  type TurnstileRenderOptions,
} from '../lib/turnstile-loader.ts'

export const TEST_FORM_CONFIG: PublicConfig = {
  turnstile: { siteKey: 'site-key', scriptUrl: 'https://challenges.example/api.js' },
  contactEndpoint: '/api/contact',
  newsletterEndpoint: '/api/newsletter',
  supportEmail: 'help@jobszw.example',
  alerts: { enabled: false, push: false },
  jobPosts: { enabled: false },
}

let widget: TurnstileRenderOptions | null = null

export const turnstileStandIn = {
  render: vi.fn((_el: HTMLElement, options: TurnstileRenderOptions) => {
    widget = options
    return 'widget-1'
  }),
  reset: vi.fn(),
  remove: vi.fn(),
}

/** Puts the widget in place of Cloudflare's, with nothing rendered yet (call in beforeEach). */
export function installTurnstileStandIn(): void {
  resetTurnstileLoaderForTests()
  window.turnstile = turnstileStandIn
  widget = null
}

/** The options the form last rendered the widget with, or null. */
export const renderedWidget = (): TurnstileRenderOptions | null => widget

/** Waits for the form to render the widget, then passes its check. */
export async function passBotCheck(token = 'good-token'): Promise<void> {
  await vi.waitFor(() => expect(widget).not.toBeNull())
  await act(() => widget?.callback?.(token))
}

/** Serves the config, and answers every other request with `answer()`, keeping its body. */
export function serveForms<TBody>(
  answer: () => Response | Promise<Response>,
  config: PublicConfig = TEST_FORM_CONFIG,
): { url: string; body: TBody }[] {
  const posts: { url: string; body: TBody }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/config') return Response.json(config)
      posts.push({ url, body: JSON.parse(String(init?.body)) as TBody })
      return answer()
    }),
  )
  return posts
}
