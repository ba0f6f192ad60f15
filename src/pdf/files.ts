import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { deleteKept, readKept, readUpload, writeKept } from '@/adapters'
import { settings } from '@/env'

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
  // The buyers' stamped copies of the guide it replaced go (the new version's key differs: never served again).
  const current = stampedVersion(doc as PremiumFile)
  await deleteKept(`${STAMPED}/${doc.id}/`, (key) => !key.startsWith(`${STAMPED}/${doc.id}/${current}/`)).catch(
    (error) =>
      payload.logger.warn(
        { err: (error as Error).message, guide: doc.id },
        'old stamped copies of a guide not deleted',
      ),
  )
  return { fileId: doc.id, bytes: pdf.byteLength }
}

/*
 * A buyer's stamped copy is made once per guide version and kept (src/adapters.ts: the private bucket or
 * the disk) under `stamped/<guide file>/<version>/<keyed hash of the e-mail>.pdf`: a later download of
 * the same version is read back, not rendered again. A rebuilt guide has a new version (its document's
 * `updatedAt`), and the rebuild deletes the older copies; an erased person's copies go with them.
 */
const STAMPED = 'stamped'

const stampedVersion = (file: Pick<PremiumFile, 'updatedAt'>) => String(Date.parse(file.updatedAt))

/** The name of `email`'s stamped copies (a keyed hash: the key names no one). */
export const stampedName = (email: string) =>
  createHmac('sha256', settings.payloadSecret)
    .update(`stamped-guide:${email.trim().toLowerCase()}`)
    .digest('hex')
    .slice(0, 40)

/** Where the copy of guide `file` stamped for `email` is kept. */
export const stampedKey = (file: Pick<PremiumFile, 'id' | 'updatedAt'>, email: string) =>
  `${STAMPED}/${file.id}/${stampedVersion(file)}/${stampedName(email)}.pdf`

/** Deletes every stamped copy named `stamped` (`stampedName` of an erased person's e-mail); returns how many. */
export const forgetStampedGuides = (stamped: string) =>
  deleteKept(`${STAMPED}/`, (key) => key.endsWith(`/${stamped}.pdf`))

type Render = <T>(render: () => Promise<T>) => Promise<T>

/**
 * The module's stored guide, stamped for `email` on every page; null when the file is missing. The copy
 * kept for this version and e-mail when there is one; otherwise stamped (inside `render`: a render slot)
 * and kept for the next time.
 */
export async function stampedGuide(payload: Payload, module: Module, email: string, render: Render = (fn) => fn()) {
  const guideId = idOf(module.guide)
  if (!guideId) return null
  const file = (await payload.findByID({
    collection: 'premium-files',
    id: guideId,
    depth: 0,
    disableErrors: true,
  })) as PremiumFile | null
  if (!file?.filename) return null
  const fileName = guideFileName(module)
  const key = stampedKey(file, email)
  const kept = await readKept(key)
  if (kept) return { pdf: kept, fileName }
  // from the bucket every instance shares (S3_*), or this instance's disk
  const original = await readUpload('premium-files', file.filename)
  if (!original) return null
  const pdf = await render(() => stampPdf(original, email))
  // not kept (the bucket failing): served all the same, and stamped again next time
  await writeKept(key, pdf, 'application/pdf').catch((error) =>
    payload.logger.warn({ err: (error as Error).message, guide: file.id }, 'stamped guide not kept'),
  )
  return { pdf, fileName }
}
