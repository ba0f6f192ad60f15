import { privateMetadata } from '@/components/auth/metadata'
import { SignedOutCard } from '@/components/dashboard/SignedOutCard'
import { TeamBuyerAccess, type TeamBuyerOffer } from '@/components/teams/TeamBuyerAccess'
import { QualityCounts } from '@/components/teams/QualityCounts'
import { TeamPanel } from '@/components/teams/TeamPanel'
import { teamBuyerOffer } from '@/components/teams/team-buyer-offer'
import { Breadcrumb } from '@/components/ui/Breadcrumb'
import { LinkButton } from '@/components/ui/Button'
import { Notice } from '@/components/ui/Notice'
import { getPayloadClient } from '@/readers/payload'
import { getViewer } from '@/readers/viewer'
import { qualitySummaryOf } from '@/teams/quality-store'
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
 * account (`team-managers.user`): a guest buyer, recognised by the cookie of their e-mailed link, creates it
 * here in one step, or signs in and adds the team (src/accounts/buyer-account.ts).
 */
export default async function TeamPage() {
  const { user, guest } = await getViewer()
  const payload = await getPayloadClient()
  // This browser opened the link e-mailed to a team's buyer: the way in is one step from here too.
  const linkOffer =
    guest && guest.proof.kind === 'address'
      ? await teamBuyerOffer(payload, {
          email: guest.email,
          token: null,
          signedInEmail: user?.email.toLowerCase() ?? null,
          here: '/equipo',
        })
      : null
  if (!user) {
    if (!guest) return <SignedOutCard redirect="/equipo" />
    if (linkOffer) return <TeamBuyerCard offer={linkOffer} />
    return (
      <div className="mx-auto max-w-lg px-4 py-16">
        <h1 className="text-2xl font-bold text-slate-900">Mi equipo</h1>
        <Notice tone="info" size="lg" className="mt-4">
          Para gestionar las plazas de tu equipo necesitas una cuenta. Crea una con <strong>{guest.email}</strong> (el
          email de la compra) y vuelve a esta página.
        </Notice>
        <LinkButton href="/auth?redirect=/equipo" className="mt-6">
          Crear cuenta o iniciar sesión
        </LinkButton>
      </div>
    )
  }
  const teams = await managedTeams(payload, user.id)
  // signed in with the link's address, its teams not in the account yet (the link was opened signed out)
  if (linkOffer?.kind === 'same-account' && linkOffer.attach && !teams.length)
    return <TeamBuyerCard offer={linkOffer} />
  const [reports, quality] = await Promise.all([
    Promise.all(teams.map((t) => teamReport(payload, t.team))),
    Promise.all(teams.map((t) => qualitySummaryOf(payload, t.team))),
  ])

  return (
    <div className="bg-gradient-to-b from-slate-50 to-white">
      <div className="mx-auto max-w-5xl px-4 pt-8 pb-16 sm:pt-10">
        <Breadcrumb items={[{ label: 'Inicio', href: '/' }, { label: 'Mi equipo' }]} />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Mi equipo</h1>
        {!teams.length ? (
          <Notice tone="info" size="lg" className="mt-6">
            No gestionas ningún equipo. Cuando compres plazas para tu equipo, o alguien te añada como gestor, lo verás
            aquí.
          </Notice>
        ) : (
          teams.map((team, i) => (
            <TeamPanel key={team.team} team={team} report={reports[i]} me={user.id}>
              <QualityCounts summary={quality[i]} />
            </TeamPanel>
          ))
        )}
      </div>
    </div>
  )
}

function TeamBuyerCard({ offer }: { offer: TeamBuyerOffer }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-16">
      <section
        aria-labelledby="equipo-acceso"
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        data-testid="team-buyer"
      >
        <h1 id="equipo-acceso" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {offer.kind === 'create' ? 'Crea tu cuenta para gestionar tu equipo' : 'Mi equipo'}
        </h1>
        <p className="mt-2 mb-6 leading-relaxed text-slate-700">
          {offer.kind === 'create'
            ? 'Compraste las plazas sin cuenta. Con tu nombre y una contraseña tendrás tu equipo aquí: invitaciones, progreso y documentación FUNDAE.'
            : 'Compraste las plazas sin cuenta: añádelas a tu cuenta para gestionarlas.'}
        </p>
        <TeamBuyerAccess offer={offer} />
      </section>
    </div>
  )
}
