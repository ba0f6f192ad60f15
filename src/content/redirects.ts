/**
 * Permanent redirects (collection `redirects`): editors add them in the admin, and changing a module's
 * or article's slug adds one from the old URL. Only same-origin paths: a redirect can never send a
 * visitor to another site. Loops are refused when saved.
 */
import type { Payload, PayloadRequest } from 'payload'

import { publicPath } from './paths'

/** Collections whose slug change leaves a redirect from the old URL. */
export const REDIRECTED_COLLECTIONS = ['modules', 'articles'] as const

/**
 * A site path as stored: starts with one '/', no scheme, host, query, fragment, spaces or '..'; no
 * trailing slash (except '/'); lowercase. Null when it is not one.
 */
export function normalizePath(value: unknown): string | null {
  if (typeof value !== 'string') return null
  let path = value.trim().toLowerCase()
  if (!/^\/(?!\/)[a-z0-9\-._~/%]*$/.test(path) || path.includes('..') || path.includes('//')) return null
  if (path.length > 1) path = path.replace(/\/+$/, '')
  return path
}

/**
 * Why a redirect `from` → `to` cannot be saved, in Spanish, or null. `others` maps every other
 * redirect's origin to its destination.
 */
export function redirectIssue(from: unknown, to: unknown, others: Map<string, string>): string | null {
  const source = normalizePath(from)
  const target = normalizePath(to)
  if (!source) return 'El origen debe ser una dirección de este sitio que empiece por «/», p. ej. /curso/f3-antiguo.'
  if (!target)
    return 'El destino debe ser una dirección de este sitio que empiece por «/» (no se admiten otros dominios).'
  if (source === target) return 'El origen y el destino son la misma dirección.'
  const seen = [source, target]
  let next = others.get(target)
  while (next !== undefined) {
    if (next === source || seen.includes(next)) {
      return `Esta redirección crearía un bucle: ${[...seen, next].join(' → ')}.`
    }
    seen.push(next)
    next = others.get(next)
  }
  return null
}

/** All redirects but one, origin → destination. */
export async function redirectMap(payload: Payload, req?: PayloadRequest, except?: number | string) {
  const { docs } = await payload.find({ collection: 'redirects', depth: 0, limit: 10_000, pagination: false, req })
  return new Map(docs.filter((d) => d.id !== except).map((d) => [d.from, d.to]))
}

/**
 * After a published save that changed the slug: the old URL redirects to the new one, redirects that
 * pointed at the old URL point at the new one (no chains), and a redirect away from the new URL (the
 * slug came back) is removed, so no loop ever forms.
 */
export async function redirectSlugChange(
  payload: Payload,
  collection: string,
  oldSlug: unknown,
  newSlug: unknown,
  req: PayloadRequest,
) {
  const from = publicPath(collection, oldSlug)
  const to = publicPath(collection, newSlug)
  if (!from || !to || from === to) return
  const context = { ...req.context, skipRevalidate: req.context.skipRevalidate }
  await payload.delete({ collection: 'redirects', where: { from: { equals: to } }, req, context })
  await payload.update({ collection: 'redirects', where: { to: { equals: from } }, data: { to }, req, context })
  const existing = await payload.find({
    collection: 'redirects',
    where: { from: { equals: from } },
    limit: 1,
    depth: 0,
    req,
  })
  if (existing.docs[0])
    await payload.update({ collection: 'redirects', id: existing.docs[0].id, data: { to }, req, context })
  else await payload.create({ collection: 'redirects', data: { from, to, automatic: true }, req, context })
}
