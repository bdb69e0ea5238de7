/**
 * A search as the app and the API both run it: every run of spaces, tabs, line breaks or other
 * control characters is one space, and the ends are trimmed. Pasted text often carries a tab or
 * a double space; the app's own filter and the server's must see the same words.
 */
// Matching control characters is the point: none of them is part of a search.
// eslint-disable-next-line no-control-regex
const SPACES_AND_CONTROLS = /[\s\u0000-\u001f\u007f]+/g

export function normalizeSearch(raw: string): string {
  return raw.replace(SPACES_AND_CONTROLS, ' ').trim()
}
