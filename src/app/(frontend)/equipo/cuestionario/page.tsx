import { privateMetadata } from '@/components/auth/metadata'
import { QualityForm } from '@/components/teams/QualityForm'
import { LinkButton } from '@/components/ui/Button'
import { Notice } from '@/components/ui/Notice'
import { recorderOf } from '@/learning/learner'
import { getPayloadClient } from '@/readers/payload'
import { getViewer } from '@/readers/viewer'
import { qualitySeatsOf, type QualitySeat } from '@/teams/quality-store'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  privateMetadata({
    title: 'Cuestionario de calidad',
    description: 'Valora el curso que has hecho con la plaza de tu empresa (cuestionario de FUNDAE).',
    path: '/equipo/cuestionario',
  })

const teamName = (seat: QualitySeat) => (seat.company ? `la plaza de ${seat.company}` : `la plaza de tu equipo`)

/** /equipo/cuestionario: FUNDAE's quality questionnaire for each team seat the visitor holds. */
export default async function QualityPage() {
  const viewer = await getViewer()
  const holder = recorderOf({ user: viewer.user, guest: viewer.guest })
  const seats = holder ? await qualitySeatsOf(await getPayloadClient(), holder) : []

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <p className="text-sm font-semibold tracking-wide text-blue-800 uppercase">Formación bonificada</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">Cuestionario de calidad del curso</h1>
      <p className="mt-3 text-slate-700">
        Es el cuestionario oficial que FUNDAE pide a quien termina una formación bonificada. Tus respuestas se guardan
        sin tu nombre: tu empresa solo ve cuántas personas eligieron cada valor.
      </p>
      {!holder ? (
        <>
          <Notice tone="info" size="lg" className="mt-6">
            Inicia sesión con tu cuenta, o abre el enlace de acceso que te llegó por email, para responderlo.
          </Notice>
          <LinkButton href="/auth?redirect=%2Fequipo%2Fcuestionario" className="mt-4">
            Iniciar sesión
          </LinkButton>
        </>
      ) : !seats.length ? (
        <Notice tone="info" size="lg" className="mt-6" data-testid="quality-none">
          No tienes ninguna plaza de equipo. El cuestionario es para quien hace el curso con una plaza de su empresa.
        </Notice>
      ) : (
        seats.map((seat) => (
          <section key={seat.seat} className="mt-8" aria-label={`Cuestionario de ${teamName(seat)}`}>
            {seats.length > 1 ? <h2 className="text-xl font-semibold text-slate-900">Por {teamName(seat)}</h2> : null}
            {seat.answered ? (
              <Notice tone="success" size="lg" className="mt-4" data-testid="quality-answered">
                Ya respondiste el cuestionario de {teamName(seat)}. ¡Gracias!
              </Notice>
            ) : !seat.finished ? (
              <>
                <Notice tone="info" size="lg" className="mt-4" data-testid="quality-not-yet">
                  El cuestionario se responde al terminar el curso: te quedan secciones por leer.
                </Notice>
                <LinkButton href="/curso" variant="secondary" className="mt-4">
                  Seguir con el curso
                </LinkButton>
              </>
            ) : (
              <QualityForm seat={seat.seat} />
            )}
          </section>
        ))
      )}
    </div>
  )
}
