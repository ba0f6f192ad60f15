import type { CollectionAfterChangeHook } from 'payload'

import { grantReleasedModule } from '../../src/commerce/fulfilment'

/** When a module ships (no longer "coming soon"), complete-course buyers get it. */
export const grantOnRelease: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  if (operation === 'update' && previousDoc?.comingSoon && !doc.comingSoon && !doc.free) {
    await grantReleasedModule(req.payload, doc.id, req)
  }
  return doc
}
