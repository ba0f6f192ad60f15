import type { Payload, PayloadRequest } from 'payload'

type Id = number | string

/**
 * Ids of the modules a user currently owns: their entitlements that are not revoked.
 * Memoised on the request so that reading a list of modules costs one query.
 */
export async function ownedModuleIds(payload: Payload, userId: Id, req?: PayloadRequest): Promise<Set<string>> {
  const cacheKey = `ownedModules:${userId}`
  const cached = req?.context?.[cacheKey] as Set<string> | undefined
  if (cached) return cached
  const { docs } = await payload.find({
    collection: 'entitlements',
    where: { and: [{ user: { equals: userId } }, { revokedAt: { exists: false } }] },
    depth: 0,
    limit: 1000,
    pagination: false,
    overrideAccess: true,
    req,
    select: { module: true },
  })
  const owned = new Set(docs.map((doc) => String(typeof doc.module === 'object' ? doc.module?.id : doc.module)))
  if (req) req.context[cacheKey] = owned
  return owned
}
