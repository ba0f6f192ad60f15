/**
 * Every public page's HTML stays at or under 60 KB raw (issue 36: a page fast on a phone). An anonymous
 * visitor fetches every page of the sitemap and the public pages it may leave out (the course's modules,
 * the checker), from the production build; the failure lists every page over the limit with its size.
 */
import { expect, it } from 'vitest'

import { appUrl } from '../support/api'

const LIMIT = 60 * 1024
/**
 * The pages still over the goal (issue 36 stays open for them), each held at what it weighs today so it
 * can only get lighter: lower a line when its page loses weight, delete it once the page is under 60 KB.
 */
const NOT_YET: Record<string, number> = {
  '/casos': 88 * 1024,
  '/curso': 82 * 1024,
  '/': 73 * 1024,
  '/metodologia': 68 * 1024,
}
const ALWAYS = [
  '/',
  '/curso',
  '/curso/f0',
  '/curso/f3',
  '/metodologia',
  '/glosario',
  '/radar-ia',
  '/casos',
  '/acerca-de',
  '/empresas',
  '/herramientas/comprobador',
]

async function publicPaths(): Promise<string[]> {
  const xml = await (await fetch(`${appUrl()}/sitemap.xml`)).text()
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  return [...new Set([...ALWAYS, ...listed])]
}

it(
  'serves every public page in at most 60 KB of HTML (the four not there yet no heavier than today)',
  { timeout: 120_000 },
  async () => {
    const paths = await publicPaths()
    expect(paths.filter((p) => /^\/curso\/f\d$/.test(p)).length).toBeGreaterThanOrEqual(7)
    expect(paths.some((p) => p.startsWith('/radar-ia/'))).toBe(true)
    const sizes: { path: string; bytes: number }[] = []
    for (const path of paths) {
      const response = await fetch(`${appUrl()}${path}`, { redirect: 'manual' })
      expect(response.status, path).toBe(200)
      sizes.push({ path, bytes: (await response.arrayBuffer()).byteLength })
    }
    const heavy = sizes
      .filter((s) => s.bytes > (NOT_YET[s.path] ?? LIMIT))
      .sort((a, b) => b.bytes - a.bytes)
      .map((s) => `${s.path}: ${(s.bytes / 1024).toFixed(1)} KB`)
    expect(heavy, `pages over their limit (of ${sizes.length}): ${heavy.join(', ')}`).toEqual([])
  },
)
