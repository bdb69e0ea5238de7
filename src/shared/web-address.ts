/**
 * The parts of a web address in the one form every URL parser reads alike, as pattern sources
 * for anchored rules built from them (push endpoints, apply links):
 *
 * - a host name: labels of letters, digits and hyphens (not at either end) joined by dots, the
 *   last starting with a letter. A numeric last label is refused because the WHATWG parser
 *   reads such a host as IPv4 (`0x7f.0.0.1`, `2130706433` and `127.1` are all 127.0.0.1);
 * - an IPv4 address written as four plain numbers;
 * - a port from 1 to 65535 without leading zeros (a larger one is no URL to the WHATWG parser);
 * - a path of printable ASCII other than `\`, which WHATWG reads as "/".
 *
 * No userinfo, brackets, `%`, `;` or other punctuation in the host, no trailing dot, no space
 * or control character anywhere: nothing for two parsers to read differently.
 */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
const LAST_LABEL = '[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
export const HOST_NAME = `(?:${LABEL}\\.)*${LAST_LABEL}`
const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])'
export const IPV4_ADDRESS = `${OCTET}(?:\\.${OCTET}){3}`
export const PORT_NUMBER =
  '(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3})'
/** Printable ASCII (U+0021-U+007E) without the backslash (U+005C). */
export const PRINTABLE_PATH_CHARACTER = '[\\x21-\\x5b\\x5d-\\x7e]'
