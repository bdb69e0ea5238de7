/** A hash of the sources this build was made from (scripts/build-id.ts, vite.config.ts define). */
declare const __BUILD_ID__: string
