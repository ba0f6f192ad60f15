/**
 * One run of the AI-citability checker, shared by POST /api/checker and the tests: validates the input
 * (a URL or pasted HTML), counts it against the per-address limit, fetches the page and its site's
 * robots.txt and llms.txt through the SSRF-safe fetch, runs the checks and stores the result under an
 * unguessable id for its shareable page. Never throws for bad input: every refusal is a Spanish message
 * with its HTTP status.
 */
import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { hitRateLimit } from '@/security/rate-limit'
import { MAX_BODY_BYTES, SafeFetchError, checkUrl, safeFetch, type SafeFetchFailure } from '@/security/safe-fetch'

import { scanHtml } from './html'
import { runChecks, scoreOf, type CheckLine, type SiteFiles } from './rules'

export const CHECKER_RATE_LIMIT = { name: 'checker', limit: 10, windowMs: 10 * 60 * 1000 }
/** robots.txt and llms.txt: smaller and quicker than the page itself */
const SITE_FILE_LIMITS = { timeoutMs: 5_000, maxBytes: 512 * 1024 }
export const URL_MAX = 2000

export const messages = {
  empty: 'Escribe la dirección de una página o pega su HTML.',
  both: 'Elige una opción: la dirección de la página o su HTML, no las dos.',
  urlInvalid: 'Escribe una dirección web completa, por ejemplo https://tusitio.es/guia.',
  htmlTooLarge: 'El HTML pegado supera los 2 MB: pega solo la página que quieres comprobar.',
  rateLimited: 'Has hecho muchas comprobaciones seguidas. Espera unos minutos y vuelve a intentarlo.',
  notHtml: 'Esa dirección no devuelve una página HTML.',
  status: (status: number) =>
    `La página respondió con el código ${status}: solo se pueden comprobar páginas que responden 200.`,
  fetch: {
    url: 'Escribe una dirección web completa, por ejemplo https://tusitio.es/guia.',
    scheme: 'Solo se pueden comprobar direcciones que empiezan por http:// o https://.',
    blocked: 'Esa dirección apunta a una red privada o reservada: solo se comprueban páginas públicas de internet.',
    dns: 'No encontramos ese dominio. Revisa que esté bien escrito.',
    redirects: 'La página redirige más de 3 veces. Escribe la dirección final.',
    'too-large': 'La página pesa más de 2 MB. Pega aquí solo su HTML principal.',
    timeout: 'La página no respondió en 10 segundos. Inténtalo de nuevo más tarde.',
    network: 'No pudimos conectar con esa página. Comprueba que está en línea.',
  } satisfies Record<SafeFetchFailure, string>,
}

export type CheckerField = 'url' | 'html'

export type CheckerOutcome =
  | { ok: true; id: string; score: number; checks: CheckLine[] }
  | { ok: false; status: number; error: string; field?: CheckerField }

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** A typed address, completed with https:// when it has no scheme ('tusitio.es/guia'). */
export function normaliseUrl(input: string): string | null {
  const trimmed = input.trim()
  if (!trimmed || trimmed.length > URL_MAX || /\s/.test(trimmed)) return null
  const typedScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed)
  try {
    const url = new URL(typedScheme ? trimmed : `https://${trimmed}`)
    // A bare word is no address ('hola'): without a scheme, a host needs a dot (or is an IPv6 literal).
    if (!typedScheme && !url.hostname.includes('.') && !url.hostname.includes(':')) return null
    return url.href
  } catch {
    return null
  }
}

export async function runChecker(payload: Payload, body: unknown, address: string): Promise<CheckerOutcome> {
  const input = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  const url = text(input.url).trim()
  const html = text(input.html)
  if (!url && !html.trim()) return { ok: false, status: 400, error: messages.empty, field: 'url' }
  if (url && html.trim()) return { ok: false, status: 400, error: messages.both, field: 'url' }
  const target = url ? normaliseUrl(url) : null
  if (url && !target) return { ok: false, status: 400, error: messages.urlInvalid, field: 'url' }
  if (target) {
    try {
      checkUrl(target)
    } catch (error) {
      return refusal(error)
    }
  }
  if (Buffer.byteLength(html) > MAX_BODY_BYTES)
    return { ok: false, status: 413, error: messages.htmlTooLarge, field: 'html' }

  const { allowed } = await hitRateLimit(payload, CHECKER_RATE_LIMIT, address)
  if (!allowed) return { ok: false, status: 429, error: messages.rateLimited }

  let page: Fetched = { ok: true, html, url: null, site: { robots: null, llmsTxt: null } }
  if (target) {
    try {
      const fetched = await fetchPage(target)
      if (!fetched.ok) return fetched
      page = fetched
    } catch (error) {
      return refusal(error)
    }
  }

  const checks = runChecks({ scan: scanHtml(page.html), url: page.url, site: page.site })
  const score = scoreOf(checks)
  const id = crypto.randomBytes(16).toString('base64url')
  await payload.create({
    collection: 'checker-results',
    data: { publicId: id, source: target ? 'url' : 'html', url: page.url?.href ?? null, score, checks },
    overrideAccess: true,
  })
  return { ok: true, id, score, checks }
}

function refusal(error: unknown): Refused {
  if (error instanceof SafeFetchError)
    return { ok: false, status: 422, error: messages.fetch[error.reason], field: 'url' }
  throw error
}

type Refused = Extract<CheckerOutcome, { ok: false }>
type Fetched = { ok: true; html: string; url: URL | null; site: SiteFiles }

async function fetchPage(target: string): Promise<Fetched | Refused> {
  const response = await safeFetch(target)
  if (response.status < 200 || response.status >= 300)
    return { ok: false, status: 422, error: messages.status(response.status), field: 'url' }
  if (response.contentType && !/html|xml|text\/plain/i.test(response.contentType))
    return { ok: false, status: 422, error: messages.notHtml, field: 'url' }
  const url = new URL(response.url)
  const [robots, llmsTxt] = await Promise.all([readRobots(url), hasLlmsTxt(url)])
  return { ok: true, html: response.body, url, site: { robots, llmsTxt } }
}

/** robots.txt's text; '' when the site has none (4xx: everything allowed); null when unreadable. */
async function readRobots(page: URL): Promise<string | null> {
  try {
    const response = await safeFetch(new URL('/robots.txt', page), { ...SITE_FILE_LIMITS, accept: 'text/plain' })
    if (response.status >= 200 && response.status < 300) return /html/i.test(response.contentType) ? '' : response.body
    return response.status >= 400 && response.status < 500 ? '' : null
  } catch {
    return null
  }
}

async function hasLlmsTxt(page: URL): Promise<boolean> {
  try {
    const response = await safeFetch(new URL('/llms.txt', page), {
      ...SITE_FILE_LIMITS,
      accept: 'text/markdown, text/plain',
    })
    // A site that answers every path with its HTML home page has no llms.txt.
    return response.status === 200 && !/html/i.test(response.contentType) && response.body.trim().length > 0
  } catch {
    return false
  }
}

/** A stored result by its public id, or null (unknown ids and malformed ones alike). */
export async function readResult(payload: Payload, id: string) {
  if (!/^[A-Za-z0-9_-]{22}$/.test(id)) return null
  const { docs } = await payload.find({
    collection: 'checker-results',
    where: { publicId: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = docs[0]
  if (!doc) return null
  return {
    id,
    source: doc.source,
    url: doc.url ?? null,
    score: doc.score,
    createdAt: doc.createdAt,
    checks: (doc.checks ?? []).map((c) => ({ key: c.key, status: c.status, detail: c.detail }) as CheckLine),
  }
}
