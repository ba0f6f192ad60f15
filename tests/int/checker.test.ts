/**
 * The AI-citability checker over real HTTP: POST /api/checker against a test site this file serves on
 * loopback (on a port the harness allows with CHECKER_ALLOW_LOOPBACK_PORTS; every other loopback port is
 * refused like any private address). Every SSRF refusal, the limits (redirects, size, time), the rate
 * limit, the stored shareable result and Markdown by content negotiation.
 */
import crypto from 'node:crypto'
import dns from 'node:dns'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { CHECKER_RATE_LIMIT, messages } from '@/checker/run'
import { SafeFetchError, safeFetch } from '@/security/safe-fetch'

import { api, appUrl } from '../support/api'

const allowedPorts = (process.env.CHECKER_ALLOW_LOOPBACK_PORTS ?? '').split(',').map(Number).filter(Boolean)
const appPort = Number(new URL(appUrl()).port)
const address = () => `203.0.113.${crypto.randomInt(1, 255)}-${crypto.randomUUID().slice(0, 8)}`
const check = (body: unknown, from = address()) => api('POST', '/api/checker', { body, headers: { 'X-Real-IP': from } })

const words = (n: number) => Array.from({ length: n }, (_, i) => `palabra${i}`).join(' ')
const GOOD_PAGE = `<!doctype html><html lang="es"><head><title>Guía</title><meta name="author" content="Ana Pérez">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","datePublished":"2026-01-10"}</script></head>
<body><h1>¿Compensa instalar placas solares en un piso?</h1>
<p>Sí, si la comunidad aprueba la instalación y pagas más de 50 euros al mes: la inversión se recupera en unos siete años.</p>
<p><time datetime="2026-01-10">10 de enero de 2026</time></p><h2>¿Cuánto cuesta?</h2><p>${words(160)}</p>
<ul><li>uno</li><li>dos</li></ul><p>Fuente: <a href="https://www.idae.es/">IDAE</a></p></body></html>`

let site: http.Server
let siteUrl = ''
const seen: http.IncomingHttpHeaders[] = []

beforeAll(async () => {
  expect(allowedPorts.length, 'npm test sets CHECKER_ALLOW_LOOPBACK_PORTS').toBeGreaterThan(0)
  site = http.createServer((req, res) => {
    seen.push(req.headers)
    const path = req.url ?? '/'
    const redirect = (to: string) => res.writeHead(302, { Location: to }).end()
    if (path === '/robots.txt')
      return res
        .writeHead(200, { 'Content-Type': 'text/plain' })
        .end('User-agent: GPTBot\nDisallow: /privado\n\nUser-agent: *\nAllow: /\n')
    if (path === '/llms.txt')
      return res.writeHead(200, { 'Content-Type': 'text/markdown' }).end('# Sitio de prueba\n\n> Resumen.\n')
    if (path === '/buena' || path === '/privado/buena')
      return res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Set-Cookie': 'sesion=1' }).end(GOOD_PAGE)
    if (path === '/a-la-buena') return redirect('/buena')
    if (path === '/a-privada') return redirect('http://10.0.0.1/admin')
    if (path === '/a-metadatos') return redirect('http://169.254.169.254/latest/meta-data/')
    if (path === '/a-la-app') return redirect(`http://127.0.0.1:${appPort}/`)
    if (path === '/a-fichero') return redirect('file:///etc/passwd')
    const hop = /^\/salto\/(\d+)$/.exec(path)
    if (hop)
      return Number(hop[1]) > 0
        ? redirect(`/salto/${Number(hop[1]) - 1}`)
        : res.writeHead(200, { 'Content-Type': 'text/html' }).end(GOOD_PAGE)
    if (path === '/enorme')
      return res.writeHead(200, { 'Content-Type': 'text/html' }).end(`<p>${'x'.repeat(2 * 1024 * 1024 + 10)}</p>`)
    if (path === '/enorme-sin-longitud') {
      res.writeHead(200, { 'Content-Type': 'text/html' })
      const chunk = 'y'.repeat(64 * 1024)
      let sent = 0
      const pump = () => {
        while (sent < 40 && res.write(chunk)) sent++
        if (sent < 40) res.once('drain', pump)
        else res.end()
      }
      res.on('error', () => undefined)
      return pump()
    }
    if (path === '/lenta') return // never answers: the checker's 10 s deadline ends it
    if (path === '/json') return res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
    if (path === '/no-existe') return res.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>404</h1>')
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => site.listen(allowedPorts[0], '127.0.0.1', resolve))
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
})

afterAll(async () => {
  site.closeAllConnections()
  await new Promise((resolve) => site.close(resolve))
})

const refusedAs = async (url: string, message: string) => {
  const response = await check({ url })
  expect(response.status, `${url}: ${JSON.stringify(response.body)}`).toBe(422)
  expect(response.body).toEqual({ error: message, field: 'url' })
}

describe('POST /api/checker refuses what the server must never fetch', () => {
  it.each([
    ['loopback (the app itself)', `http://127.0.0.1:${appPort}/api/health`],
    ['loopback by name', `http://localhost:${appPort}/`],
    ['loopback, another address of 127/8', 'http://127.1.2.3/'],
    ['10/8', 'http://10.0.0.1/'],
    ['172.16/12', 'http://172.16.5.4/'],
    ['172.31 (end of 172.16/12)', 'http://172.31.255.254/'],
    ['192.168/16', 'http://192.168.1.1/'],
    ['cloud metadata 169.254.169.254', 'http://169.254.169.254/latest/meta-data/'],
    ['carrier-grade NAT', 'http://100.64.0.1/'],
    ['0.0.0.0', 'http://0.0.0.0/'],
    ['IPv6 loopback ::1', 'http://[::1]/'],
    ['IPv6 unique local fc00::/7', 'http://[fd00::1]/'],
    ['IPv6 link-local fe80::/10', 'http://[fe80::1]/'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]/'],
    ['IPv4-mapped IPv6 metadata', 'http://[::ffff:a9fe:a9fe]/'],
    ['decimal IPv4 for loopback', 'http://2130706433/'],
  ])('%s', async (_name, url) => {
    await refusedAs(url, messages.fetch.blocked)
  })

  it('a redirect to a private address, to the metadata address, or to a loopback port not allowed', async () => {
    await refusedAs(`${siteUrl}/a-privada`, messages.fetch.blocked)
    await refusedAs(`${siteUrl}/a-metadatos`, messages.fetch.blocked)
    await refusedAs(`${siteUrl}/a-la-app`, messages.fetch.blocked)
  })

  it('more than 3 redirects (3 are followed)', async () => {
    await refusedAs(`${siteUrl}/salto/4`, messages.fetch.redirects)
    expect((await check({ url: `${siteUrl}/salto/3` })).status).toBe(201)
  })

  it('schemes other than http and https, typed or redirected to', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://ejemplo.es/',
      'gopher://ejemplo.es:70/',
      'javascript:alert(1)',
      'data:text/html,hola',
    ])
      await refusedAs(url, messages.fetch.scheme)
    await refusedAs(`${siteUrl}/a-fichero`, messages.fetch.scheme)
  })

  it('pages over 2 MB, declared or streamed', async () => {
    await refusedAs(`${siteUrl}/enorme`, messages.fetch['too-large'])
    await refusedAs(`${siteUrl}/enorme-sin-longitud`, messages.fetch['too-large'])
  })

  it('a page that does not answer within 10 seconds', { timeout: 30_000 }, async () => {
    const started = Date.now()
    await refusedAs(`${siteUrl}/lenta`, messages.fetch.timeout)
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_500)
    expect(Date.now() - started).toBeLessThan(15_000)
  })

  it('answers that are not a page: an error status, JSON', async () => {
    await refusedAs(`${siteUrl}/no-existe`, messages.status(404))
    await refusedAs(`${siteUrl}/json`, messages.notHtml)
  })

  it('bad input gets a Spanish 4xx, never a 5xx', async () => {
    expect((await check({})).body).toEqual({ error: messages.empty, field: 'url' })
    expect((await check({ url: '   ' })).status).toBe(400)
    expect((await check({ url: 'hola' })).body).toEqual({ error: messages.urlInvalid, field: 'url' })
    expect((await check({ url: `${siteUrl}/buena`, html: '<p>x</p>' })).body.error).toBe(messages.both)
    expect((await check({ url: 'https://usuario:clave@ejemplo.es/' })).status).toBe(422)
    expect((await check({ html: 'x'.repeat(2 * 1024 * 1024 + 1) })).status).toBe(413)
    for (const body of [[], 'texto', 42, null, { url: 5 }, { html: { a: 1 } }])
      expect((await check(body)).status).toBe(400)
  })
})

describe('the pinned address (no DNS rebinding)', () => {
  it('connects to the address it checked and never asks DNS again', async () => {
    const lookups: string[] = []
    // The first answer is the allowed test site; any later answer would point inside the network.
    const promises = vi.spyOn(dns.promises, 'lookup').mockImplementation((async (host: string) => {
      lookups.push(host)
      return lookups.length === 1 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.0.0.1', family: 4 }]
    }) as never)
    const callback = vi.spyOn(dns, 'lookup')
    try {
      const before = seen.length
      const response = await safeFetch(`http://rebinding.test:${allowedPorts[0]}/buena`)
      expect(response.status).toBe(200)
      expect(response.body).toContain('placas solares')
      expect(seen.length).toBe(before + 1)
      expect(lookups).toEqual(['rebinding.test'])
      expect(callback).not.toHaveBeenCalled()
      // Every address a name resolves to must be public: one private answer refuses the name.
      promises.mockImplementation((async () => [
        { address: '8.8.8.8', family: 4 },
        { address: '192.168.0.1', family: 4 },
      ]) as never)
      await expect(safeFetch('http://mixto.test/')).rejects.toMatchObject({ reason: 'blocked' })
      await expect(safeFetch('http://mixto.test/')).rejects.toBeInstanceOf(SafeFetchError)
    } finally {
      promises.mockRestore()
      callback.mockRestore()
    }
  })
})

describe('a check', () => {
  it('scores the page, reads robots.txt and llms.txt, sends no cookie, and stores a shareable result', async () => {
    const before = seen.length
    const response = await check({ url: `${siteUrl}/a-la-buena` })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const { id, path, score, checks } = response.body
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(path).toBe(`/herramientas/comprobador/r/${id}`)
    expect(score).toBe(100)
    expect(checks).toHaveLength(10)
    // the page's redirect, the page, robots.txt and llms.txt: no cookie ever sent (the site set one)
    const requests = seen.slice(before)
    expect(requests.length).toBe(4)
    for (const headers of requests) {
      expect(headers.cookie).toBeUndefined()
      expect(headers['user-agent']).toMatch(/^AcademiaGEO-Comprobador/)
    }

    const page = await fetch(`${appUrl()}${path}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    expect(html).toContain('100')
    expect(html).toContain(`${siteUrl}/buena`)
    // the REST API hands results to nobody but admins
    expect((await api('GET', '/api/checker-results')).status).toBe(403)
  })

  it('fails a robots.txt that blocks an AI crawler and links the fix', async () => {
    const response = await check({ url: `${siteUrl}/privado/buena` })
    expect(response.status).toBe(201)
    const crawlers = response.body.checks.find((c: { key: string }) => c.key === 'crawlers')
    expect(crawlers).toMatchObject({ status: 'fail' })
    expect(crawlers.detail).toContain('GPTBot')
    expect(response.body.score).toBe(90)
    const page = await (await fetch(`${appUrl()}${response.body.path}`)).text()
    expect(page).toContain('href="/curso/f6#robots-txt-y-rastreadores-ia"')
  })

  it('pasted HTML: robots.txt and llms.txt are not checked and do not count', async () => {
    const response = await check({ html: '<h1>Hola</h1><div id="app"></div><script src="/a.js"></script>' })
    expect(response.status).toBe(201)
    const status = Object.fromEntries(
      response.body.checks.map((c: { key: string; status: string }) => [c.key, c.status]),
    )
    expect(status).toMatchObject({ crawlers: 'skip', 'llms-txt': 'skip', h1: 'pass', 'text-without-js': 'fail' })
    expect(response.body.score).toBe(13)
  })

  it('unknown and malformed result ids are a 404 page', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'x', '%00', 'a'.repeat(300)]) {
      expect((await fetch(`${appUrl()}/herramientas/comprobador/r/${id}`)).status, id).toBe(404)
    }
  })
})

describe('the rate limit', () => {
  it(`lets exactly ${CHECKER_RATE_LIMIT.limit} checks per address through, of 50 at once`, async () => {
    const from = address()
    const responses = await Promise.all(Array.from({ length: 50 }, () => check({ html: GOOD_PAGE }, from)))
    const tally = responses.reduce<Record<number, number>>((t, r) => ({ ...t, [r.status]: (t[r.status] ?? 0) + 1 }), {})
    expect(tally).toEqual({ 201: CHECKER_RATE_LIMIT.limit, 429: 50 - CHECKER_RATE_LIMIT.limit })
    expect(responses.find((r) => r.status === 429)?.body.error).toBe(messages.rateLimited)
    // another address is not affected
    expect((await check({ html: GOOD_PAGE })).status).toBe(201)
  })
})

describe('Markdown for AI agents on every public URL', () => {
  it.each(['/', '/glosario', '/curso/f3', '/herramientas/comprobador'])(
    '%s answers its Markdown twin to Accept: text/markdown, Vary: Accept on both',
    async (path) => {
      const markdown = await fetch(`${appUrl()}${path}`, { headers: { Accept: 'text/markdown' } })
      expect(markdown.status).toBe(200)
      expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
      expect(markdown.headers.get('vary')).toMatch(/\bAccept\b/)
      const text = await markdown.text()
      expect(text).toMatch(/^# /)
      const twin = await (await fetch(`${appUrl()}${path === '/' ? '/index.md' : `${path}.md`}`)).text()
      expect(text).toBe(twin)

      const html = await fetch(`${appUrl()}${path}`, {
        headers: { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
      })
      expect(html.headers.get('content-type')).toMatch(/^text\/html/)
      expect(html.headers.get('vary')).toMatch(/\bAccept\b/)
      expect(await html.text()).toMatch(/^<!DOCTYPE html>/i)
    },
  )

  it('HTML when the client prefers it, and for private screens', async () => {
    const preferHtml = await fetch(`${appUrl()}/glosario`, { headers: { Accept: 'text/html, text/markdown;q=0.5' } })
    expect(preferHtml.headers.get('content-type')).toMatch(/^text\/html/)
    const checkout = await fetch(`${appUrl()}/checkout`, { headers: { Accept: 'text/markdown' } })
    expect(checkout.headers.get('content-type')).toMatch(/^text\/html/)
  })
})
