import type { CollectionConfig } from 'payload'

import { nobody } from './access'

/**
 * Counters for per-address rate limits, kept in the database so app instances stay stateless.
 * Written only by `hitRateLimit` (src/security/rate-limit.ts), one atomic upsert per attempt.
 */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  labels: { singular: 'Límite de peticiones', plural: 'Límites de peticiones' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true },
    { name: 'windowStart', type: 'date', required: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
  ],
  // One row per key and window: the upsert's conflict target.
  indexes: [{ fields: ['key', 'windowStart'], unique: true }],
}
