import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { glossaryMap } from '@/content/labels'
import { redirectOrNotFound } from '@/content/redirect-page'
import { ModuleView } from '@/components/course/ModuleView'
import { completePlan } from '@/commerce/prices'
import { getPayloadClient } from '@/content/payload'
import { getGlossaryTerms, getModules, getPricingPlans, getSiteSettings } from '@/content/queries'
import { pageMetadata } from '@/content/seo'
import { RefreshOnce } from '@/components/ui/RefreshOnce'
import { ownedSlugs, viewerOf } from '@/entitlements/viewer'
import type { Module } from '@/payload-types'
import { isStaffUser } from '@collections/access/roles'

/**
 * The module page for signed-in visitors (src/proxy.ts rewrites /curso/fN here when the session
 * cookie or a guest grant cookie is present, so the public page stays prerendered). Owners, by account
 * or by a guest link opened in this browser, and staff get the premium sections; everyone else the
 * locked teaser, with offers that fit what they own.
 */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const [modules, site] = await Promise.all([getModules(), getSiteSettings()])
  const module = modules.find((m) => m.slug === slug)
  if (!module) return {}
  return {
    ...pageMetadata({ title: `${module.code}: ${module.title}`, description: module.description, meta: module.meta, path: `/curso/${module.slug}` }, site),
    robots: { index: false, follow: false },
  }
}

export default async function OwnerModulePage({ params }: Props) {
  const { slug } = await params
  const payload = await getPayloadClient()
  const requestHeaders = await headers()
  const viewer = await viewerOf(payload, requestHeaders)
  const { docs } = await payload.find({ collection: 'modules', where: { slug: { equals: slug } }, limit: 1, depth: 0, overrideAccess: false })
  const found = docs[0]
  if (!found) return redirectOrNotFound(`/curso/${slug}`)
  // Owners (by account or by this browser's guest grant) and staff read the premium sections.
  const module =
    viewer.owned.has(found.id) || isStaffUser(viewer.user)
      ? ((await payload.findByID({ collection: 'modules', id: found.id, depth: 0 })) as Module)
      : found
  const [modules, plans, terms] = await Promise.all([getModules(), getPricingPlans(), getGlossaryTerms()])
  // Arriving from another site (an e-mail, Stripe), the session cookie is not accepted on this request:
  // ask again once from this page, as a same-origin request.
  const retry = !viewer.user && /(?:^|;\s*)payload-token=/.test(requestHeaders.get('cookie') ?? '') && requestHeaders.get('sec-fetch-site') === 'cross-site'
  return (
    <>
      {retry && <RefreshOnce />}
      <ModuleView
        module={module}
        modules={modules}
        complete={completePlan(plans)}
        glossary={glossaryMap(terms)}
        premiumSections={module.premiumSections ?? undefined}
        viewer={{ owned: ownedSlugs(viewer, modules), completeCourse: viewer.completeCourse }}
      />
    </>
  )
}
