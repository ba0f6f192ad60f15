import type { CollectionAfterChangeHook } from 'payload'

import { grantReleasedModule } from '../../src/commerce/fulfilment'

/**
 * When a module ships (no longer "coming soon") in a published save, complete-course buyers get it.
 * A draft never grants anything. The previous document may be a draft that already cleared the flag:
 * publishing it runs the (idempotent) grant too.
 */
export const grantOnRelease: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  const released = doc._status !== 'draft' && !doc.comingSoon && !doc.free
  if (operation === 'update' && released && (previousDoc?.comingSoon || previousDoc?._status === 'draft')) {
    await grantReleasedModule(req.payload, doc.id, req)
  }
  return doc
}
