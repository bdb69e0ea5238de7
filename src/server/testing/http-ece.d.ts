/**
 * The part of http_ece (Encrypted Content-Encoding, RFC 8188; web-push's own dependency) the
 * tests' push service uses to read what web-push encrypted, as a browser would. The library
 * ships no types.
 */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto'

  export function decrypt(
    buffer: Buffer,
    params: {
      version: 'aes128gcm'
      /** the receiving browser's key pair */
      privateKey: ECDH
      /** the subscription's auth secret, base64url */
      authSecret: string
    },
  ): Buffer
}
