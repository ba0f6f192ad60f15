import type { CollectionAfterChangeHook } from 'payload'

import { grantReleasedModule } from '../../src/commerce/released-modules'
import { enqueue } from '../../src/jobs/queue'
import { queueRevisionAnnouncement } from '../../src/learning/revisions'
import { SKIP_GUIDE_BUILD } from '../../src/pdf/files'
import { hasGuide } from '../../src/pdf/guide'

/**
 * When a module ships (no longer "coming soon") in a published save, complete-course buyers get it.
 * A draft never grants anything. The previous document may be a draft that already cleared the flag:
 * publishing it runs the (idempotent) grant too.
 */
export const grantOnRelease: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  const released = doc._status !== 'draft' && !doc.comingSoon && !doc.free
  if (operation === 'update' && released && (previousDoc?.comingSoon || previousDoc?._status === 'draft')) {
    await grantReleasedModule(req.payload, doc, req)
  }
  return doc
}

/** What a module's PDF guide is made of: a change to any of these rebuilds it. */
const guideSource = (doc: Record<string, unknown> | undefined) =>
  JSON.stringify(
    ['code', 'slug', 'title', 'description', 'previewSections', 'premiumSections'].map((key) => doc?.[key] ?? null),
  )

/**
 * A published module whose guide content changed gets its guide rebuilt: a `module-guide` job queued in
 * the same transaction as the change (one per module version). A draft save (if drafts are enabled)
 * builds nothing; publishing over a draft always rebuilds.
 */
export const rebuildGuideOnChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  if (req.context[SKIP_GUIDE_BUILD] || !hasGuide(doc) || doc._status === 'draft') return doc
  const unchanged = previousDoc?._status !== 'draft' && guideSource(doc) === guideSource(previousDoc)
  if (operation === 'update' && doc.guide && unchanged) return doc
  await enqueue(
    req.payload,
    { task: 'module-guide', input: { moduleId: doc.id }, dedupeKey: `module-guide:${doc.id}:${doc.updatedAt}` },
    req,
  )
  return doc
}

/**
 * A published module with a revision date announces that revision once: a `module-revision` job (its
 * dedupe key names module and date) fans out one e-mail per owner who asked for them
 * (src/learning/revisions.ts). Drafts announce nothing; saving again with the same date neither.
 */
export const announceRevision: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (doc._status === 'draft' || !doc.revisedAt || req.context.skipRevisionMail) return doc
  await queueRevisionAnnouncement(req.payload, { moduleId: doc.id, revisedAt: doc.revisedAt }, req)
  return doc
}
