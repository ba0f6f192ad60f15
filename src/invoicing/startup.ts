import type { Payload } from 'payload'

import { assertLegalIdentity } from '@/content/legal-identity'

/**
 * Production start-up check (payload.config.ts `onInit`, right after `next start`): without the
 * seller's legal identity the server stops, as it does without the Stripe keys.
 */
export async function refuseWithoutLegalIdentity(payload: Payload) {
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  try {
    assertLegalIdentity(site)
  } catch (error) {
    payload.logger.fatal((error as Error).message)
    process.exit(1)
  }
}
