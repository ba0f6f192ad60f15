import type { Payload } from 'payload'

import { readUpload } from '@/adapters'

import { guideTitle } from '@/content/module-names'
import type { Module, PremiumFile } from '@/payload-types'

import { guideFileName, hasGuide, renderGuidePdf } from './guide'
import { stampPdf } from './stamp'
import { idOf } from '@/content/ids'

/**
 * The stored guide files (`premium-files`): built from the module document on publish (through the
 * jobs queue, and by the seed), read back and stamped for one buyer at download time. Where the bytes
 * live (the shared bucket or the local disk) is the storage adapter's business (src/adapters.ts).
 */

/** Context flag: this write must not queue a guide build (the guide build's own writes; the seed builds directly). */
export const SKIP_GUIDE_BUILD = 'skipGuideBuild'

/**
 * Builds the module's guide from the module as it is now and stores it as its `premium-files` document
 * (replacing the file, or creating the document and linking it). Idempotent: running it twice stores
 * the same bytes. Returns null for a module without a guide (free, or no premium sections).
 */
export async function publishModuleGuide(
  payload: Payload,
  moduleId: number,
  opts: { description?: string } = {},
): Promise<{ fileId: number; bytes: number } | null> {
  const module = await payload.findByID({ collection: 'modules', id: moduleId, depth: 0, disableErrors: true })
  if (!module || !hasGuide(module)) return null
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const pdf = await renderGuidePdf({ module, siteName: site.siteName, updatedAt: new Date(module.updatedAt) })
  const name = guideFileName(module)
  const file = { data: Buffer.from(pdf), mimetype: 'application/pdf', name, size: pdf.byteLength }
  const context = { [SKIP_GUIDE_BUILD]: true }
  const existing = idOf(module.guide)
  const stored = existing
    ? await payload.findByID({ collection: 'premium-files', id: existing, depth: 0, disableErrors: true })
    : null
  const doc = stored
    ? await payload.update({
        collection: 'premium-files',
        id: stored.id,
        data: { title: guideTitle(module) },
        file,
        overwriteExistingFiles: true,
        context,
      })
    : await payload.create({
        collection: 'premium-files',
        data: { title: guideTitle(module), description: opts.description ?? module.description },
        file,
        overwriteExistingFiles: true,
        context,
      })
  if (!stored) await payload.update({ collection: 'modules', id: module.id, data: { guide: doc.id }, context })
  return { fileId: doc.id, bytes: pdf.byteLength }
}

/** The module's stored guide, stamped for `email` on every page; null when the file is missing. */
export async function stampedGuide(payload: Payload, module: Module, email: string) {
  const guideId = idOf(module.guide)
  if (!guideId) return null
  const file = (await payload.findByID({ collection: 'premium-files', id: guideId, depth: 0, disableErrors: true })) as PremiumFile | null
  if (!file?.filename) return null
  // from the bucket every instance shares (S3_*), or this instance's disk
  const original = await readUpload('premium-files', file.filename)
  if (!original) return null
  return { pdf: await stampPdf(original, email), fileName: guideFileName(module) }
}
