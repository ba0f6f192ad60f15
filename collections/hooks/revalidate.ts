import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { recordExpiredTag } from '../../src/content/cache-sync'

/**
 * Public pages read content through cache tags named after collections and globals
 * (src/content). Saving a document expires its tag here at once, and records the expiry so that
 * every other app instance expires it too (src/content/cache-sync.ts). The seed and migrations pass
 * `context.skipRevalidate`.
 */
async function expireTag(tag: string, req: PayloadRequest) {
  if (req.context.skipRevalidate) return
  try {
    const { revalidateTag } = await import('next/cache')
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Outside a Next.js server (scripts, tests through the Local API): the record below still
    // reaches the running instances.
  }
  try {
    await recordExpiredTag(req.payload, tag)
  } catch (error) {
    req.payload.logger.error({ err: error }, `cache-tags: could not record the expiry of '${tag}'`)
  }
}

/**
 * A draft save (`?draft=true`, autosave included) writes only a version: the published document the
 * site reads is unchanged, so nothing expires.
 */
const onlyVersionSaved = (doc: { _status?: unknown }, req: PayloadRequest) =>
  doc._status === 'draft' && (req.query?.draft === 'true' || req.query?.autosave === 'true')

export const revalidateCollection =
  (tag: string): CollectionAfterChangeHook =>
  async ({ doc, req }) => {
    if (!onlyVersionSaved(doc, req)) await expireTag(tag, req)
    return doc
  }

export const revalidateCollectionDelete =
  (tag: string): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    await expireTag(tag, req)
    return doc
  }

export const revalidateGlobal =
  (tag: string): GlobalAfterChangeHook =>
  async ({ doc, req }) => {
    if (!onlyVersionSaved(doc, req)) await expireTag(tag, req)
    return doc
  }

/** afterChange + afterDelete hooks for a content collection. */
export const revalidateHooks = (tag: string) => ({
  afterChange: [revalidateCollection(tag)],
  afterDelete: [revalidateCollectionDelete(tag)],
})
