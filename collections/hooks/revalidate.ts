import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

/**
 * Public pages read content through cache tags named after collections and globals
 * (src/content). Saving a document expires its tag so the live site follows at once.
 * Scripts (seed, migrations) run outside Next's request context: they pass
 * `context.skipRevalidate` or the call is a harmless no-op.
 */
async function expireTag(tag: string, context: Record<string, unknown>) {
  if (context.skipRevalidate) return
  try {
    const { revalidateTag } = await import('next/cache')
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Outside a Next.js server (seed, tests through the Local API): nothing is cached.
  }
}

export const revalidateCollection =
  (tag: string): CollectionAfterChangeHook =>
  async ({ doc, req }) => {
    await expireTag(tag, req.context)
    return doc
  }

export const revalidateCollectionDelete =
  (tag: string): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    await expireTag(tag, req.context)
    return doc
  }

export const revalidateGlobal =
  (tag: string): GlobalAfterChangeHook =>
  async ({ doc, req }) => {
    await expireTag(tag, req.context)
    return doc
  }

/** afterChange + afterDelete hooks for a content collection. */
export const revalidateHooks = (tag: string) => ({
  afterChange: [revalidateCollection(tag)],
  afterDelete: [revalidateCollectionDelete(tag)],
})
