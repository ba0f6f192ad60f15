import type { CheckoutAccountView, CheckoutGuestView, CheckoutModuleView } from './types'
import { LinkButton } from '@/components/ui/Button'

/** 'Tu cuenta': the signed-in e-mail and owned modules, or an invitation to sign in (buying as a guest is fine). */
export function AccountCard({
  account,
  guest = null,
  modules,
  signInHref,
}: {
  account: CheckoutAccountView | null
  guest?: CheckoutGuestView | null
  modules: CheckoutModuleView[]
  signInHref: string
}) {
  const owned = account ? modules.filter((m) => account.owned.includes(m.slug)) : []
  return (
    <section
      aria-labelledby="tu-cuenta"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="account-card"
    >
      <h2 id="tu-cuenta" className="text-lg font-semibold text-slate-900">
        Tu cuenta
      </h2>
      {account ? (
        <>
          <p className="mt-2 text-sm text-slate-700">
            Has iniciado sesión como{' '}
            <strong className="font-semibold wrap-anywhere text-slate-900">{account.email}</strong>. La compra se
            añadirá a tu cuenta.
          </p>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">Tus módulos</h3>
          {owned.length ? (
            <ul className="mt-2 flex flex-wrap gap-2" aria-label="Módulos que ya tienes">
              {owned.map((m) => (
                <li
                  key={m.slug}
                  className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-medium text-emerald-800"
                  title={m.title}
                >
                  {m.code}
                  <span className="sr-only">: {m.title}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-600">Aún no tienes módulos premium.</p>
          )}
        </>
      ) : (
        <>
          {guest && guest.owned.length > 0 && (
            <p className="mt-2 text-sm leading-relaxed text-slate-700" data-testid="guest-owned">
              Con tu enlace de acceso ({guest.email}) ya tienes{' '}
              {modules
                .filter((m) => guest.owned.includes(m.slug))
                .map((m) => m.code)
                .join(', ')}
              .
            </p>
          )}
          <p className="mt-2 text-sm leading-relaxed text-slate-700">
            Puedes comprar sin cuenta: te enviaremos por email un enlace de acceso a tus guías. Si ya tienes cuenta,
            inicia sesión para añadir la compra a tu panel.
          </p>
          <LinkButton href={signInHref} variant="secondary" size="sm" className="mt-4">
            Iniciar sesión o crear cuenta
          </LinkButton>
        </>
      )}
    </section>
  )
}
