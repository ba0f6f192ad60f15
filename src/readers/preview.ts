import { draftMode, headers } from 'next/headers'
import type { Payload } from 'payload'
import { cache } from 'react'

import type { Article, Module, Page, User } from '@/payload-types'
import { isStaffUser } from '@/security/roles'

import { getPayloadClient } from '@/readers/payload'
export { PREVIEW_HEADERS } from '@/content/preview-headers'
import { publicPath, type PreviewCollection } from '@/content/paths'
export { isPreviewCollection } from '@/content/paths'

/**
 * Staff preview of drafts (the admin's live preview, `/vista-previa`). Next's draft mode is switched on
 * by `/vista-previa` for staff only; while it is on, the page readers (`getModule`, `getArticle`,
 * `getPage` in queries.ts) return the latest draft, read through Payload as that staff user
 * (`overrideAccess: false`, `draft: true`). Draft mode alone never shows a draft: the request must also
 * carry a staff session, so a customer holding the draft-mode cookie still gets the published page.
 * Draft-mode responses are rendered per request and never stored (Next answers them
 * `private, no-cache, no-store`; src/proxy.ts adds `X-Robots-Tag: noindex`; nginx never caches them).
 */
/** The staff member previewing drafts in this request, or null (draft mode off, not staff, no request). */
export const previewUser = cache(async (): Promise<User | null> => {
  try {
    if (!(await draftMode()).isEnabled) return null
    const payload = await getPayloadClient()
    const { user } = await payload.auth({ headers: await headers() })
    return user?.collection === 'users' && isStaffUser(user) ? (user as unknown as User) : null
  } catch {
    // No request (build, scripts, a cached reader's scope): never a draft.
    return null
  }
})

type Draft = { modules: Module; articles: Article; pages: Page }

/**
 * The latest draft with this slug when a staff member previews, null when they preview and there is
 * none, undefined when nobody previews (the caller then reads the published document).
 */
export async function previewDraft<C extends PreviewCollection>(
  collection: C,
  slug: string,
): Promise<Draft[C] | null | undefined> {
  const user = await previewUser()
  if (!user) return undefined
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    draft: true,
    overrideAccess: false,
    user,
    depth: 0,
    limit: 1,
    pagination: false,
  })
  return (docs[0] as Draft[C] | undefined) ?? null
}

/**
 * Where the preview of one document opens: its public path, read from its latest draft as `user`
 * (their access decides). Null when the user may not read it or it has no page.
 */
export async function previewPath(
  payload: Payload,
  user: User,
  collection: PreviewCollection,
  id: number,
): Promise<string | null> {
  try {
    const doc = await payload.findByID({ collection, id, draft: true, overrideAccess: false, user, depth: 0 })
    return publicPath(collection, (doc as { slug?: unknown }).slug)
  } catch {
    return null
  }
}
