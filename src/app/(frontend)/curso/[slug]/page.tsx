import { ModulePage, moduleMetadata } from '@/components/course/ModulePage'
import { getModule, getModules } from '@/readers/queries'
import { redirectOrNotFound } from '@/readers/redirect-page'

/** /curso/fN for anonymous visitors: prerendered, public preview only (src/components/course/ModulePage.tsx). */
export const dynamicParams = true

export async function generateStaticParams() {
  return (await getModules()).map((m) => ({ slug: m.slug }))
}

type Props = { params: Promise<{ slug: string }> }

export const generateMetadata = async ({ params }: Props) => moduleMetadata((await params).slug)

export default async function PublicModulePage({ params }: Props) {
  const { slug } = await params
  const module = await getModule(slug)
  if (!module) return redirectOrNotFound(`/curso/${slug}`)
  return <ModulePage module={module} />
}
