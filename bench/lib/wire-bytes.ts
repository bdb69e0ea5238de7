import { request } from 'node:http'

/**
 * A response's raw bytes on the wire (still compressed) and its headers, through node:http,
 * which never decodes bodies: what a target sends, for a baseline to send the same.
 */
export function getWireBytes(url: string, headers: Record<string, string>) {
  return new Promise<{ body: Buffer; encoding: string; headers: Record<string, string> }>(
    (resolve, reject) => {
      request(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            body: Buffer.concat(chunks),
            encoding: String(res.headers['content-encoding'] ?? ''),
            headers: Object.fromEntries(
              Object.entries(res.headers)
                .filter(
                  ([name]) =>
                    !['date', 'connection', 'keep-alive', 'content-length'].includes(name),
                )
                .map(([name, value]) => [name, String(value)]),
            ),
          }),
        )
        res.on('error', reject)
      })
        .on('error', reject)
        .end()
    },
  )
}
