import { ModulePage, moduleMetadata } from '@/components/course/ModulePage'
import { redirectOrNotFound } from '@/readers/redirect-page'
import { RefreshOnce } from '@/components/ui/RefreshOnce'
import { getPayloadClient } from '@/readers/payload'
import { previewDraft } from '@/readers/preview'
import { getModule } from '@/readers/queries'
import { getViewer } from '@/readers/viewer'
import { recordFirstUse } from '@/entitlements/first-use'
import { questionBanks } from '@/learning/evaluations'
import { learnerFor } from '@/learning/learner'
import { readingOf } from '@/learning/progress'
import type { Module } from '@/payload-types'
import { isStaffUser } from '@/security/roles'

/**
 * /curso/fN for signed-in visitors and guest buyers (src/proxy.ts rewrites it here when the session
 * cookie or a guest grant cookie is present, so the public page stays prerendered): the same page
 * (src/components/course/ModulePage.tsx), read as them. Owners, by account or by a guest link opened in
 * this browser, and staff get the premium sections; everyone else the locked teaser, with offers that
 * fit what they own. This page is the only way premium text reaches a customer (REST and GraphQL give it
 * to staff only), and it never sends it without recording the owner's first use first: on every request
 * that renders it, whatever its headers say (a browser's or a script's `Sec-Purpose: prefetch` included).
 * The router's own prefetches of this dynamic page never render it (no loading boundary, no PPR: Next
 * answers them with the route tree only), so links to a module in view end nothing.
 */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string }> }

export const generateMetadata = async ({ params }: Props) => moduleMetadata((await params).slug, { personal: true })

export default async function OwnerModulePage({ params }: Props) {
  const { slug } = await params
  const payload = await getPayloadClient()
  const viewer = await getViewer()
  // Staff previewing (draft mode): the latest draft, premium sections included.
  const draft = await previewDraft('modules', slug)
  if (draft) return <ModulePage module={draft} viewer={viewer} />
  // The published module as every reader gets it (cached, shared with the metadata); its premium sections only for those who may read them.
  const found = await getModule(slug)
  if (!found) return redirectOrNotFound(`/curso/${slug}`)
  const owner = viewer.owned.has(found.id)
  if (owner) {
    // The premium sections are sent now: a first use of the content, which ends the right of withdrawal.
    await recordFirstUse(
      payload,
      { userId: viewer.user?.id, guestEmail: viewer.guest?.email },
      found.id,
      'online',
      viewer.rows,
    )
  }
  const module =
    owner || isStaffUser(viewer.user)
      ? ((await payload.findByID({ collection: 'modules', id: found.id, depth: 0 })) as Module)
      : found
  // Owners keep their reading progress: an account's, or an address's read with its e-mailed link (src/learning/learner.ts).
  const learner = owner ? learnerFor(viewer, found.id) : null
  const reading = learner ? await readingOf(payload, learner, found.id) : undefined
  // A learner of a module with questions takes its evaluation (/curso/fN/evaluacion).
  const evaluated = learner && ((await questionBanks(payload, [found.id])).get(found.id)?.length ?? 0) > 0
  return (
    <>
      {viewer.sessionIgnored && <RefreshOnce />}
      <ModulePage
        module={module}
        viewer={viewer}
        reading={reading}
        evaluationHref={evaluated ? `/curso/${found.slug}/evaluacion` : undefined}
      />
    </>
  )
}
