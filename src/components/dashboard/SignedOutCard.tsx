import { LinkButton } from '@/components/ui/Button'

/** /dashboard (or another personal page, `redirect`) without a session: 'Acceso requerido' and the way to sign in and come back. */
export function SignedOutCard({ redirect = '/dashboard' }: { redirect?: string }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 sm:py-24">
      <section
        aria-labelledby="acceso-title"
        className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10"
        data-testid="access-required"
      >
        <span
          aria-hidden="true"
          className="mx-auto grid h-12 w-12 place-items-center rounded-xl bg-blue-50 text-blue-700"
        >
          <svg viewBox="0 0 20 20" className="h-6 w-6 fill-current">
            <path d="M10 2a4 4 0 0 0-4 4v2H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-1V6a4 4 0 0 0-4-4Zm2 6H8V6a2 2 0 1 1 4 0v2Z" />
          </svg>
        </span>
        <h1 id="acceso-title" className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
          Acceso requerido
        </h1>
        <p className="mt-3 text-slate-700">
          Inicia sesión para ver tu progreso, tus módulos y descargar tus guías en PDF.
        </p>
        <LinkButton href={`/auth?redirect=${redirect}`} size="lg" className="mt-6 w-full sm:w-auto sm:px-8">
          Iniciar sesión
        </LinkButton>
        <p className="mt-6 text-sm text-slate-600">
          ¿Compraste sin cuenta? Usa el enlace de acceso que te enviamos por email para descargar tus guías.
        </p>
      </section>
    </div>
  )
}
