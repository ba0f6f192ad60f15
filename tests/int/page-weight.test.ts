/**
 * Every public page's HTML stays at or under 60 KB raw (issue 36: a page fast on a phone). An anonymous
 * visitor fetches every page of the sitemap and the public pages it may leave out (the course's modules,
 * the checker), from the production build; the failure lists every page over the limit with its size.
 */
import { expect, it } from 'vitest'

import { appUrl } from '../support/api'

const LIMIT = 60 * 1024
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

it('serves every public page in at most 60 KB of HTML', { timeout: 120_000 }, async () => {
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
    .filter((s) => s.bytes > LIMIT)
    .sort((a, b) => b.bytes - a.bytes)
    .map((s) => `${s.path}: ${(s.bytes / 1024).toFixed(1)} KB`)
  expect(heavy, `pages over 60 KB of HTML (of ${sizes.length}): ${heavy.join(', ')}`).toEqual([])
})
