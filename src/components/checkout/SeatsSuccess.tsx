import { TeamBuyerAccess } from '@/components/teams/TeamBuyerAccess'
import { LinkButton } from '@/components/ui/Button'
import { longDateTime } from '@/content/dates'

import { PaidCard, type SeatsBought, type Verified } from './PaidCard'

/** What happens after paying for a team's seats (invite them) or a gift (when it arrives). */
export function SeatsSuccess({
  result,
  seats,
  sessionId,
}: {
  result: Verified
  seats: SeatsBought
  sessionId: string
}) {
  const team = result.purpose === 'team'
  // A team bought without an account: its page needs one, made here in one step for this order's team
  // (src/accounts/buyer-account.ts), or from the link e-mailed to the address.
  if (team && !result.signedIn) return <GuestTeamSuccess result={result} seats={seats} sessionId={sessionId} />
  const n = seats.quantity === 1 ? '1 plaza' : `${seats.quantity} plazas`
  const message = team
    ? `Tu equipo ya tiene ${n} ${seats.quantity === 1 ? 'libre' : 'libres'}. Ahora invita a cada persona por email: recibirá su enlace y podrá empezar en cuanto lo acepte.`
    : `¡Gracias por tu regalo! ${seats.recipientEmail ?? 'La persona que lo recibe'} recibirá su enlace por email ${seats.deliverAt ? `el ${longDateTime(seats.deliverAt)} (hora de Madrid)` : 'en breve'}.`
  return (
    <PaidCard
      result={result}
      message={message}
      notes={
        <p className="mt-3 max-w-xl text-sm leading-relaxed text-slate-700">
          {team
            ? `Te hemos enviado un email a ${result.email} con estos pasos; la factura a nombre de tu empresa llega en otro email.`
            : `Puedes desistir del regalo hasta que esa persona empiece a usarlo; te avisaremos a ${result.email} cuando lo haga.`}
        </p>
      }
      next={
        team ? (
          <LinkButton href="/equipo" data-testid="invite-team">
            Invita a tu equipo
          </LinkButton>
        ) : (
          <LinkButton href="/curso">Ver el curso</LinkButton>
        )
      }
    />
  )
}

function GuestTeamSuccess({ result, seats, sessionId }: { result: Verified; seats: SeatsBought; sessionId: string }) {
  const n = seats.quantity === 1 ? '1 plaza libre' : `${seats.quantity} plazas libres`
  return (
    <PaidCard
      result={result}
      message={`Tu equipo ya tiene ${n}. Para invitar a cada persona, entra en la página de tu equipo con tu cuenta.`}
      notes={
        <p className="mt-3 max-w-xl text-sm leading-relaxed text-slate-700" data-testid="team-link-sent">
          Te hemos enviado un enlace a{' '}
          <strong className="font-semibold wrap-anywhere text-slate-900">{result.email}</strong>: ábrelo para gestionar
          tu equipo. La factura a nombre de tu empresa llega en otro email.
        </p>
      }
      next={null}
    >
      <section
        aria-labelledby="crear-cuenta-equipo"
        className="mx-auto mt-8 max-w-md rounded-xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
        data-testid="team-buyer"
      >
        <h2 id="crear-cuenta-equipo" className="text-lg font-semibold text-slate-900">
          O crea tu cuenta ahora y gestiona tu equipo
        </h2>
        <p className="mt-1 mb-5 text-sm leading-relaxed text-slate-700">
          Con tu nombre y una contraseña entras ya en la página de tu equipo.
        </p>
        <TeamBuyerAccess
          offer={{
            kind: 'create',
            email: result.email,
            endpoint: '/api/checkout/team-account',
            credential: { sessionId },
            confirmed: false,
            signInHref: '/auth?redirect=%2Fequipo',
          }}
        />
      </section>
    </PaidCard>
  )
}
