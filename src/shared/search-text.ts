/**
 * A search as the app and the API both run it: every run of spaces, tabs, line breaks or other
 * control characters (C0, DEL, C1) is one space, bidi controls are dropped (they are never part
 * of a word, and a stored alert's words are printed to operators), and the ends are trimmed.
 * Pasted text often carries a tab or a double space; the app's own filter and the server's must
 * see the same words.
 */
import { removeControls } from './control-characters.ts'

// Matching control characters is the point: none of them is part of a search.
// eslint-disable-next-line no-control-regex
const SPACES_AND_CONTROLS = /[\s\u0000-\u001f\u007f-\u009f]+/g

export function normalizeSearch(raw: string): string {
  return removeControls(raw.replace(SPACES_AND_CONTROLS, ' ')).trim()
}
