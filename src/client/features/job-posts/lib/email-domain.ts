/** The domain of an email address (what a verified post is "posted from"), lower-case. */
export function emailDomain(address: string): string | null {
  const at = address.trim().lastIndexOf('@')
  return at > 0
    ? address
        .trim()
        .slice(at + 1)
        .toLowerCase() || null
    : null
}
