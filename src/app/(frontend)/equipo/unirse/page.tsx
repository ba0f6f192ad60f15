import { privateMetadata } from '@/components/auth/metadata'
import { ClaimSeat } from '@/components/teams/ClaimSeat'
import { LinkButton } from '@/components/ui/Button'
import { Notice } from '@/components/ui/Notice'
import { getPayloadClient } from '@/readers/payload'
import { getViewer } from '@/readers/viewer'
import { invitationOf } from '@/teams/invitation'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  privateMetadata({
    title: 'Aceptar invitación',
    description: 'Acepta tu plaza en el curso de Academia GEO.',
    path: '/equipo/unirse',
  })

type SearchParams = Record<string, string | string[] | undefined>

/** /equipo/unirse?token=…: an invitation to a team seat or a gift, and its claim. */
export default async function JoinPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams
  const token = typeof params.token === 'string' ? params.token.trim() : ''
  const [invitation, { user }] = await Promise.all([invitationOf(await getPayloadClient(), token), getViewer()])
  const here = `/equipo/unirse?token=${encodeURIComponent(token)}`

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      {invitation.status === 'refused' ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">No se puede usar esta invitación</h1>
          <Notice tone="warning" size="lg" className="mt-4" data-testid="claim-refused">
            {invitation.message}
          </Notice>
        </>
      ) : (
        <>
          <p className="text-sm font-semibold tracking-wide text-blue-800 uppercase">
            {invitation.gift ? 'Un regalo para ti' : 'Invitación'}
          </p>
          <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
            {invitation.gift
              ? `Te han regalado el ${invitation.product}`
              : `Tienes una plaza en el ${invitation.product}`}
          </h1>
          {invitation.gift && invitation.message ? (
            <blockquote
              className="mt-4 border-l-4 border-slate-300 pl-4 whitespace-pre-line text-slate-800"
              data-testid="gift-message"
            >
              {invitation.message}
            </blockquote>
          ) : null}
          <p className="mt-3 text-slate-700" data-testid="inviter">
            {invitation.gift ? 'Te lo regala' : 'Te la reserva'} quien hizo la compra, que firma como «
            {invitation.inviter}» (lo escribió esa persona; no lo hemos comprobado).
          </p>
          {invitation.status === 'claimed' ? (
            <>
              <Notice tone="info" size="lg" className="mt-6">
                Esta invitación ya se aceptó. Si fuiste tú, entra en tu panel o abre tu enlace de acceso.
              </Notice>
              <LinkButton href="/dashboard" className="mt-4">
                Ir a mi panel
              </LinkButton>
            </>
          ) : (
            <ClaimSeat
              token={token}
              signedInAs={user?.email ?? null}
              invitedEmail={invitation.invitedEmail}
              signInHref={`/auth?redirect=${encodeURIComponent(here)}`}
            />
          )}
        </>
      )}
    </div>
  )
}
