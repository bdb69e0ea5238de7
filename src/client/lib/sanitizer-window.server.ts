/**
 * DOMPurify needs a DOM. In the server-render bundle it gets jsdom's, the server-side DOM its
 * authors support (linkedom and happy-dom are not safe for sanitizing), so a description is
 * sanitized by the same code on the server as in the browser. Only the server bundle imports this
 * (lib/markdown.ts, behind import.meta.env.SSR).
 */
import { JSDOM } from 'jsdom'

export const sanitizerWindow = new JSDOM('').window
