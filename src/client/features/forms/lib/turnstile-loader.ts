/**
 * Loads Cloudflare Turnstile's script once, on demand, only on pages with a form. It always comes
 * from the network: its tokens are single-use and expire in 300 s, so nothing here is cached.
 */
export interface TurnstileRenderOptions {
  sitekey: string
  theme?: 'auto' | 'light' | 'dark'
  size?: 'normal' | 'compact' | 'flexible'
  callback?: (token: string) => void
  'expired-callback'?: () => void
  'error-callback'?: (code?: string) => void
}

export interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileRenderOptions): string | undefined
  reset(widgetId?: string): void
  remove(widgetId?: string): void
}

declare global {
  interface Window {
    turnstile?: TurnstileApi
  }
}

let loading: Promise<TurnstileApi> | null = null

export function loadTurnstile(scriptUrl: string): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile)
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = `${scriptUrl}${scriptUrl.includes('?') ? '&' : '?'}render=explicit`
    script.async = true
    script.onload = () =>
      window.turnstile
        ? resolve(window.turnstile)
        : reject(new Error('The verification script did not start'))
    script.onerror = () => {
      script.remove()
      loading = null // a later attempt (back online) may succeed
      reject(new Error('The verification script could not be loaded'))
    }
    document.head.append(script)
  })
  return loading
}

export function resetTurnstileLoaderForTests(): void {
  loading = null
  delete window.turnstile
}
