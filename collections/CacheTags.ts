import type { CollectionConfig } from 'payload'

import { nobody } from './access'

/**
 * Cache tags expired by a save, one row per expiry, so that every app instance (not only the one that
 * handled the save) expires its cached pages too. Written and read by src/content/cache-sync.ts.
 */
export const CacheTags: CollectionConfig = {
  slug: 'cache-tags',
  labels: { singular: 'Caché expirada', plural: 'Cachés expiradas' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [{ name: 'tag', type: 'text', required: true }],
}
