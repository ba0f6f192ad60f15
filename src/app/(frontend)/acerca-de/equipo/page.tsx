import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { PageHeader } from '@/components/ui/PageHeader'
import { TeamMemberCard } from '@/components/team/TeamMemberCard'
import { JsonLd } from '@/components/ui/JsonLd'
import { graph, organization, person } from '@/content/jsonld'
import { getPage, getSiteSettings, getTeamMembers } from '@/readers/queries'
import { pageMetadata } from '@/content/seo'

const PATH = '/acerca-de/equipo'

export async function generateMetadata(): Promise<Metadata> {
  const [page, site] = await Promise.all([getPage('equipo'), getSiteSettings()])
  if (!page) return {}
  return pageMetadata({ title: page.title, description: page.description, meta: page.meta, path: PATH }, site)
}

export default async function TeamPage() {
  const [page, members, site] = await Promise.all([getPage('equipo'), getTeamMembers(), getSiteSettings()])
  if (!page) notFound()
  const worksFor = { '@id': organization(site)['@id'] }
  return (
    <div>
      <PageHeader
        crumbs={[{ label: 'Inicio', href: '/' }, { label: 'Acerca de', href: '/acerca-de' }, { label: 'Equipo' }]}
        title={page.title}
        intro={page.intro}
      />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <ul className="grid gap-6 md:grid-cols-2">
          {members.map((member) => (
            <li key={member.id}>
              <TeamMemberCard member={member} />
            </li>
          ))}
        </ul>
        <p className="mt-12 text-slate-700">
          ¿Quieres saber más sobre nuestra misión y nuestros valores?{' '}
          <Link href="/acerca-de" className="font-medium text-blue-800 underline underline-offset-2">
            Lee quiénes somos
          </Link>
          .
        </p>
      </div>
      <JsonLd data={graph(organization(site), ...members.map((m) => ({ ...person(m), worksFor })))} />
    </div>
  )
}
