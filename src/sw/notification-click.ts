/**
 * Which window a tapped notification opens its page in: one already showing that page is only
 * focused (its scroll and what was typed stay); else an open window of the app goes there;
 * else a new window opens. Android does not close a tapped notification by itself, so the
 * worker closes it first (sw.ts).
 */
export interface OpenWindow {
  url: string
}

export type WindowChoice<TWindow> =
  { window: TWindow; navigate: boolean } | { window: null; navigate: false }

export function chooseWindow<TWindow extends OpenWindow>(
  windows: readonly TWindow[],
  path: string,
  origin: string,
): WindowChoice<TWindow> {
  const target = new URL(path, origin).href
  const showing = windows.find((window) => window.url === target)
  if (showing) return { window: showing, navigate: false }
  const other = windows.find((window) => new URL(window.url).origin === origin)
  return other ? { window: other, navigate: true } : { window: null, navigate: false }
}
