import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { glossaryMap } from '@/content/labels'
import { ModuleView } from '@/components/course/ModuleView'
import { completePlan } from '@/commerce/prices'
import { getPayloadClient } from '@/content/payload'
import { getGlossaryTerms, getModules, getPricingPlans, getSiteSettings } from '@/content/queries'
import { pageMetadata } from '@/content/seo'

/**
 * The module page for signed-in visitors (src/proxy.ts rewrites /curso/fN here when the session
 * cookie is present, so the public page stays prerendered). The module is read with access control
 * as this user: owners get the premium sections, everyone else the public page's locked teaser.
 */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const [modules, site] = await Promise.all([getModules(), getSiteSettings()])
  const module = modules.find((m) => m.slug === slug)
  if (!module) return {}
  return {
    ...pageMetadata({ title: `${module.code}: ${module.title}`, description: module.description, path: `/curso/${module.slug}` }, site),
    robots: { index: false, follow: false },
  }
}

export default async function OwnerModulePage({ params }: Props) {
  const { slug } = await params
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  const { docs } = await payload.find({
    collection: 'modules',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const module = docs[0]
  if (!module) notFound()
  const [modules, plans, terms] = await Promise.all([getModules(), getPricingPlans(), getGlossaryTerms()])
  return (
    <ModuleView
      module={module}
      modules={modules}
      complete={completePlan(plans)}
      glossary={glossaryMap(terms)}
      premiumSections={module.premiumSections ?? undefined}
    />
  )
}
