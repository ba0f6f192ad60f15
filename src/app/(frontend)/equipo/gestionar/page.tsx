import { isEmailConfirmed } from '@/accounts/email-confirmation'
import { privateMetadata } from '@/components/auth/metadata'
import { AcceptManager } from '@/components/teams/AcceptManager'
import { LinkButton } from '@/components/ui/Button'
import { Notice } from '@/components/ui/Notice'
import { longDateTime } from '@/content/dates'
import { buyerWords } from '@/email/buyer-words'
import { getPayloadClient } from '@/readers/payload'
import { getViewer } from '@/readers/viewer'
import { acceptRefusal, managerInvitationOf } from '@/teams/manager-invitations'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  privateMetadata({
    title: 'Invitación a gestionar un equipo',
    description: 'Acepta la invitación a gestionar las plazas de un equipo en Academia GEO.',
    path: '/equipo/gestionar',
  })

type SearchParams = Record<string, string | string[] | undefined>

/**
 * /equipo/gestionar?token=…: an invitation to co-manage a team. Accepted only signed in with a confirmed
 * account of the invited address (src/teams/manager-invitations.ts); anyone else is told what is missing.
 */
export default async function ManagerInvitationPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams
  const token = typeof params.token === 'string' ? params.token.trim() : ''
  const [invitation, { user }] = await Promise.all([managerInvitationOf(await getPayloadClient(), token), getViewer()])
  const here = `/equipo/gestionar?token=${encodeURIComponent(token)}`
  const refusal =
    invitation.status === 'open' && user
      ? acceptRefusal(invitation, { email: user.email, confirmed: isEmailConfirmed(user) })
      : null

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      {invitation.status === 'refused' ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">No se puede usar esta invitación</h1>
          <Notice tone="warning" size="lg" className="mt-4" data-testid="manager-invitation-refused">
            {invitation.message}
          </Notice>
        </>
      ) : (
        <>
          <p className="text-sm font-semibold tracking-wide text-blue-800 uppercase">Invitación</p>
          <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">Te invitan a gestionar un equipo</h1>
          <p className="mt-3 text-slate-700">
            El equipo figura a nombre de «{buyerWords(invitation.teamName)}» (lo escribió quien compró las plazas).
            Podrás invitar a personas y ver su progreso y sus certificados. La invitación es para{' '}
            <strong className="break-all">{invitation.email}</strong> y caduca el {longDateTime(invitation.expiresAt)}.
          </p>
          {!user ? (
            <>
              <Notice tone="info" className="mt-6">
                Inicia sesión con tu cuenta de {invitation.email} para aceptarla. Si no tienes cuenta, créala con ese
                email, confírmala con el enlace que te enviaremos y vuelve a esta invitación.
              </Notice>
              <LinkButton href={`/auth?redirect=${encodeURIComponent(here)}`} className="mt-4">
                Iniciar sesión o crear cuenta
              </LinkButton>
            </>
          ) : refusal ? (
            <Notice tone="warning" size="lg" className="mt-6" data-testid="manager-invitation-refused">
              {refusal.message}
            </Notice>
          ) : (
            <AcceptManager token={token} />
          )}
        </>
      )}
    </div>
  )
}
