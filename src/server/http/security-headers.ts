import { secureHeaders } from 'hono/secure-headers'

export interface SecurityOptions {
  /** origins the bot check loads from (Cloudflare Turnstile) */
  challengeOrigins: string[]
}

/** CSP allowing exactly what the app needs; nosniff, no referrer, never framed. */
export function securityHeaders({ challengeOrigins }: SecurityOptions) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...challengeOrigins],
      frameSrc: challengeOrigins.length > 0 ? challengeOrigins : ["'none'"],
      connectSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      // sonner and React inject small style elements at runtime.
      styleSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // Plain-http local installs must keep working; HSTS belongs to the TLS terminator.
    strictTransportSecurity: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  })
}
