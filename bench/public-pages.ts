/**
 * The public pages' weight (issue 36's goals: HTML ≤ 60 KB raw, first-load JS ≤ 120 KB gzip, no API call
 * for an anonymous view). Per page: the HTML's raw and gzip size, the first-load JavaScript (gzip), and the
 * requests an anonymous page view makes in Chromium (loaded, scrolled to its end, until the network is
 * idle): all of them, the prefetches of linked pages among them (Next's, of the links in view: how many
 * varies with timing), and those to /api/ (named). `npm run bench` prints it; alone, against a running app:
 * `npx tsx bench/public-pages.ts http://127.0.0.1:3000`.
 */
import zlib from 'node:zlib'

import { chromium } from '@playwright/test'

/** Every kind of public page: the article and the module are the first of their list. */
const FIXED = [
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

const kb = (bytes: number) => (Math.round(bytes / 102.4) / 10).toFixed(1)
const gzip = (body: Buffer | string) => zlib.gzipSync(body, { level: 9 }).length

/** The scripts a current browser downloads for the page (the `nomodule` polyfills are for old ones), gzip bytes. */
export async function firstLoadJsBytes(base: string, html: string) {
  const scripts = [...html.matchAll(/<script[^>]+>/g)]
    .filter((m) => !/\snomodule/i.test(m[0]))
    .flatMap((m) => /\ssrc="([^"]+)"/.exec(m[0])?.[1] ?? [])
  let total = 0
  for (const src of new Set(scripts)) total += gzip(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer()))
  return total
}

/** First-load JavaScript of a route, KB gzip. */
export async function firstLoadJs(base: string, route: string) {
  const html = await (await fetch(`${base}${route}`)).text()
  return Math.round((await firstLoadJsBytes(base, html)) / 102.4) / 10
}

export interface PageWeight {
  route: string
  htmlRaw: number
  htmlGzip: number
  jsGzip: number
  requests: number
  prefetches: number
  api: string[]
}

export async function publicPageWeights(base: string): Promise<PageWeight[]> {
  const radar = await (await fetch(`${base}/radar-ia`)).text()
  const article = /href="(\/radar-ia\/[^"/#?]+)"/.exec(radar)?.[1]
  const routes = [...FIXED.slice(0, 7), ...(article ? [article] : []), ...FIXED.slice(7)]
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  })
  const weights: PageWeight[] = []
  try {
    for (const route of routes) {
      const html = Buffer.from(await (await fetch(`${base}${route}`)).arrayBuffer())
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      const urls: string[] = []
      let prefetches = 0
      page.on('request', (r) => {
        urls.push(r.url())
        if (r.headers()['next-router-prefetch'] || new URL(r.url()).searchParams.has('_rsc')) prefetches += 1
      })
      await page.goto(`${base}${route}`, { waitUntil: 'load' })
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForLoadState('networkidle')
      await context.close()
      const api = urls
        .map((u) => new URL(u))
        .filter((u) => u.pathname.startsWith('/api/'))
        .map((u) => u.pathname)
      weights.push({
        route,
        htmlRaw: html.length,
        htmlGzip: gzip(html),
        jsGzip: await firstLoadJsBytes(base, html.toString('utf8')),
        requests: urls.length,
        prefetches,
        api,
      })
    }
  } finally {
    await browser.close()
  }
  return weights
}

export async function printPublicPageWeights(base: string) {
  console.log(
    '\nPublic pages, an anonymous view in Chromium (390 px): HTML KB raw / gzip, first-load JS KB gzip, requests (prefetches among them), to /api/',
  )
  console.log('route'.padEnd(44), ' HTML raw  gzip   JS gzip  requests (prefetch)  api')
  for (const w of await publicPageWeights(base)) {
    console.log(
      w.route.padEnd(44),
      `${kb(w.htmlRaw).padStart(9)} ${kb(w.htmlGzip).padStart(5)} ${kb(w.jsGzip).padStart(9)} ${String(w.requests).padStart(9)} ${`(${w.prefetches})`.padStart(10)}  ${w.api.length}${w.api.length ? ` (${w.api.join(', ')})` : ''}`,
    )
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2]
  if (!base) throw new Error('usage: npx tsx bench/public-pages.ts <app URL>')
  await printPublicPageWeights(base.replace(/\/$/, ''))
}
