/**
 * React 18's web-streams renderer. Node's `react-dom/server` offers only Node streams, and the
 * types of `react-dom/server` describe both builds at once; this names the one the server uses.
 */
declare module 'react-dom/server.browser' {
  export { renderToReadableStream } from 'react-dom/server'
}
