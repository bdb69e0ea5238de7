/**
 * Where the build says which chunk each first-visit module went into (written by
 * scripts/vite-first-load-chunk.ts, read by scripts/lib/bundle-sizes.ts). Vite's own manifest
 * names chunks only by the module they start from, so it cannot say.
 */
export const FIRST_LOAD_MAP_FILE = '.vite/first-load.json'
