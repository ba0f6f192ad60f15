import type { Payload } from 'payload'

import { guestProof } from '@/entitlements/credentials'
import type { DownloadDecision } from '@/entitlements/downloads'
import { recordFirstUse } from '@/entitlements/first-use'
import { stampedGuide } from '@/pdf/files'

import { learnerFor } from './learner'
import { readByDownload } from './progress'

/**
 * The module's guide, stamped with the buyer's e-mail on every page (rendered in `render`, a render
 * slot, the first time; then the kept copy), and the download (and first use) recorded.
 */
export async function deliverGuide(
  payload: Payload,
  decision: Extract<DownloadDecision, { allowed: true }>,
  render?: <T>(fn: () => Promise<T>) => Promise<T>,
) {
  const guide = await stampedGuide(payload, decision.module, decision.email, render)
  if (!guide) return null
  await payload.create({
    collection: 'downloads',
    data: {
      user: decision.user?.id,
      guestGrant: decision.grant?.id,
      email: decision.email,
      module: decision.module.id,
      fileName: guide.fileName,
    },
    context: { skipRevalidate: true },
  })
  // A download is a first use of the content: it ends the right of withdrawal (after the consent given at checkout).
  await recordFirstUse(
    payload,
    { userId: decision.user?.id, guestEmail: decision.user ? null : decision.email },
    decision.module.id,
    'download',
    decision.rows,
  )
  // The guide holds every section: downloading it counts them as read (src/learning/read-rule.ts) for its learner.
  const proof = decision.grant ? guestProof(decision.grant) : null
  const learner = learnerFor(
    { user: decision.user ?? null, guest: proof ? { email: decision.email, proof } : null, rows: decision.rows ?? [] },
    decision.module.id,
  )
  if (learner) await readByDownload(payload, learner, decision.module)
  return guide
}
