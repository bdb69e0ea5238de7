/**
 * The one inline script of index.html, run in <head> before the first paint: a server-rendered
 * page must not flash the dark theme at someone who chose light, nor show the splash over a page
 * opened after the device's first visit (a job opened from a link, a second tab), and its splash
 * ends 1.9 s after the page's start (--splash-delay: a page that took a second to arrive shows it
 * for the rest only). The splash shows on a device's first visit (nothing in localStorage) and
 * when the installed app starts from the home screen (display-mode standalone, once per run of
 * the app: sessionStorage). Where storage throws, it never shows: it could not be remembered. Inline so
 * that it costs no request; the server's Content-Security-Policy allows exactly this text by its
 * hash (scripts/vite-boot-script.ts puts it in the page, src/server/http/security-headers.ts
 * allows it). It also marks the page as running scripts (data-js): with none, the stylesheet
 * hides the controls only the app can run and shows what they would reveal (base.css).
 */
export const THEME_STORAGE_KEY = 'theme'
/** Set in localStorage and sessionStorage once the splash has shown (splash.tsx). */
export const SPLASH_STORAGE_KEY = 'splash-shown'
/** The splash shows for 1.9 s from the start of the page, then fades. */
export const SPLASH_SHOW_MS = 1900
/** Mirrors --color-bg in tokens.css so the browser bar matches the page. */
export const THEME_COLOR = { dark: '#0b1220', light: '#f6f8fb' } as const

export const BOOT_SCRIPT =
  `var d=document.documentElement;d.dataset.js='';try{` +
  `if(localStorage.getItem('${THEME_STORAGE_KEY}')==='light'){d.dataset.theme='light';` +
  `var m=document.querySelector('meta[name="theme-color"]');if(m)m.content='${THEME_COLOR.light}'}` +
  `d.style.setProperty('--splash-delay',Math.round(${SPLASH_SHOW_MS}-performance.now())+'ms');` +
  `if((matchMedia('(display-mode: standalone)').matches?sessionStorage:localStorage)` +
  `.getItem('${SPLASH_STORAGE_KEY}')!==null)d.dataset.splash='seen'}catch(e){d.dataset.splash='seen'}`
