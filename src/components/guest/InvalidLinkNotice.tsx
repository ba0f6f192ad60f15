import { LostLinkForm } from './LostLinkForm'
import { LinkButton } from '@/components/ui/Button'
import { MailLink } from '@/components/ui/MailLink'

export type LinkProblem = 'invalid' | 'expired' | 'revoked' | 'in-account'

const TITLES: Record<LinkProblem, string> = {
  invalid: 'No reconocemos este enlace de acceso',
  expired: 'Este enlace de acceso ha caducado',
  revoked: 'Este acceso ya no está activo',
  'in-account': 'Tus compras están en tu cuenta',
}

/**
 * A guest link that does not open the guides, each case with its own honest page that stays put:
 * unknown (check the link, or ask for a new one), expired (ask for a new one), revoked (talk to support),
 * purchases moved to an account (sign in).
 */
export function InvalidLinkNotice({ reason, supportEmail }: { reason: LinkProblem; supportEmail: string }) {
  const support = <MailLink email={supportEmail} />
  return (
    <div className="space-y-6">
      <section
        role={reason === 'in-account' ? undefined : 'alert'}
        aria-labelledby="enlace-estado"
        className={`rounded-xl border bg-white p-6 shadow-sm sm:p-8 ${reason === 'in-account' ? 'border-slate-200' : 'border-red-200'}`}
        data-testid="invalid-link"
        data-reason={reason}
      >
        <h1 id="enlace-estado" className="text-2xl font-bold text-slate-900">
          {TITLES[reason]}
        </h1>
        {reason === 'invalid' && (
          <p className="mt-2 leading-relaxed text-slate-700">
            Comprueba que has abierto el enlace completo del email (a veces se corta al copiarlo). Si lo has perdido,
            pide uno nuevo aquí abajo.
          </p>
        )}
        {reason === 'expired' && (
          <p className="mt-2 leading-relaxed text-slate-700">
            Por seguridad, los enlaces de acceso caducan. Tus compras siguen siendo tuyas: pide un enlace nuevo con el
            email de tu compra y te lo enviamos al momento.
          </p>
        )}
        {reason === 'revoked' && (
          <p className="mt-2 leading-relaxed text-slate-700">
            Se ha retirado el acceso de este enlace (por ejemplo, tras un reembolso). Si crees que es un error,
            escríbenos a {support} con el email de tu compra y lo revisamos.
          </p>
        )}
        {reason === 'in-account' && (
          <>
            <p className="mt-2 leading-relaxed text-slate-700">
              Las compras de este email se han vinculado a una cuenta con ese mismo email. Inicia sesión para leer tus
              módulos y descargar tus guías desde tu panel.
            </p>
            <LinkButton href="/auth?redirect=%2Fdashboard" className="mt-5">
              Iniciar sesión
            </LinkButton>
          </>
        )}
      </section>
      {(reason === 'invalid' || reason === 'expired') && <LostLinkForm title="Pedir un enlace nuevo" />}
      {reason !== 'revoked' && (
        <p className="text-center text-sm text-slate-600">¿Necesitas ayuda? Escríbenos a {support}.</p>
      )}
    </div>
  )
}
