import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { redirectSlugChange } from '../../src/content/redirects'

const key = (collection: string, id: unknown) => `publishedSlug:${collection}:${String(id)}`

/**
 * A published save that changes the slug of a published document leaves a 308 from the old URL
 * (src/content/redirects.ts). The slug readers knew is the published one, read before the save (the
 * previous version may be a draft that already had the new slug).
 */
export const slugRedirectHooks = (collection: 'modules' | 'articles') => {
  const before: CollectionBeforeChangeHook = async ({ operation, originalDoc, req }) => {
    if (operation !== 'update' || !originalDoc?.id) return
    const published = await req.payload.findByID({
      collection,
      id: originalDoc.id,
      depth: 0,
      draft: false,
      disableErrors: true,
      req,
    })
    if (published?._status === 'published') req.context[key(collection, originalDoc.id)] = published.slug
  }
  const after: CollectionAfterChangeHook = async ({ doc, req, operation }) => {
    const oldSlug = req.context[key(collection, doc.id)]
    if (operation !== 'update' || doc._status !== 'published' || !oldSlug) return doc
    await redirectSlugChange(req.payload, collection, oldSlug, doc.slug, req)
    return doc
  }
  return { beforeChange: [before], afterChange: [after] }
}
