/** Headers of every draft-preview answer: never stored by a cache, never indexed (src/proxy.ts, /vista-previa). */
export const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }
