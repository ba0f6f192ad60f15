import { privateMetadata } from '@/components/auth/metadata'
import { SignedOutCard } from '@/components/dashboard/SignedOutCard'
import { TeamPanel } from '@/components/teams/TeamPanel'
import { Breadcrumb } from '@/components/ui/Breadcrumb'
import { LinkButton } from '@/components/ui/Button'
import { Notice } from '@/components/ui/Notice'
import { getPayloadClient } from '@/readers/payload'
import { getViewer } from '@/readers/viewer'
import { teamReport } from '@/teams/report'
import { managedTeams } from '@/teams/team-actions'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  privateMetadata({
    title: 'Mi equipo',
    description: 'Las plazas de tu equipo: invitaciones, progreso y certificados.',
    path: '/equipo',
  })

/**
 * /equipo: the teams the signed-in account manages (buyer or co-manager). A manager is always an
 * account (`team-managers.user`): a guest buyer, recognised by their guest link, is told to create an
 * account with the purchase's address.
 */
export default async function TeamPage() {
  const { user, guest } = await getViewer()
  if (!user) {
    if (!guest) return <SignedOutCard redirect="/equipo" />
    return (
      <div className="mx-auto max-w-lg px-4 py-16">
        <h1 className="text-2xl font-bold text-slate-900">Mi equipo</h1>
        <Notice tone="info" size="lg" className="mt-4">
          Para gestionar las plazas de tu equipo necesitas una cuenta. Crea una con <strong>{guest.email}</strong> (el email de
          la compra) y vuelve a esta página.
        </Notice>
        <LinkButton href="/auth?redirect=/equipo" className="mt-6">
          Crear cuenta o iniciar sesión
        </LinkButton>
      </div>
    )
  }
  const payload = await getPayloadClient()
  const teams = await managedTeams(payload, user.id)
  const reports = await Promise.all(teams.map((t) => teamReport(payload, t.team)))

  return (
    <div className="bg-gradient-to-b from-slate-50 to-white">
      <div className="mx-auto max-w-5xl px-4 pt-8 pb-16 sm:pt-10">
        <Breadcrumb items={[{ label: 'Inicio', href: '/' }, { label: 'Mi equipo' }]} />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Mi equipo</h1>
        {!teams.length ? (
          <Notice tone="info" size="lg" className="mt-6">
            No gestionas ningún equipo. Cuando compres plazas para tu equipo, o alguien te añada como gestor, lo verás aquí.
          </Notice>
        ) : (
          teams.map((team, i) => <TeamPanel key={team.team} team={team} report={reports[i]} me={user.id} />)
        )}
      </div>
    </div>
  )
}
