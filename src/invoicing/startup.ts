import type { Payload } from 'payload'

import { assertLegalIdentity } from '@/content/legal-identity'
import { isProduction, settings } from '@/env'
import { TEST_ENVIRONMENT_REFUSED, testEnvironmentRefused } from '@/verifactu/settings'

/**
 * Production start-up check (payload.config.ts `onInit`, right after `next start`): without the
 * seller's legal identity, or with VERI*FACTU sending to the agency's test environment, the server
 * stops, as it does without the Stripe keys.
 */
export async function refuseWithoutLegalIdentity(payload: Payload) {
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  try {
    assertLegalIdentity(site)
    if (testEnvironmentRefused(site, { production: isProduction, ...settings.verifactu }))
      throw new Error(`Academia GEO cannot start: ${TEST_ENVIRONMENT_REFUSED}`)
  } catch (error) {
    payload.logger.fatal((error as Error).message)
    process.exit(1)
  }
}
