import { EndSessionByLink } from '@/components/account/EndSessionByLink'
import { firstParam, privateMetadata } from '@/components/auth/metadata'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  privateMetadata({
    title: 'Cerrar una sesión',
    description: 'Cierra la sesión iniciada en un dispositivo que no reconoces.',
    path: '/cuenta/cerrar-sesion',
  })

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** Landing page of the "Cerrar esa sesión" link in the new-sign-in e-mail. */
export default async function EndSessionPage({ searchParams }: { searchParams: SearchParams }) {
  const token = firstParam((await searchParams).token)
  return (
    <div className="mx-auto max-w-lg px-4 py-16 sm:py-24">
      <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Cerrar una sesión</h1>
        {token ? (
          <>
            <p className="mt-3 text-slate-700">
              Pulsa el botón para cerrar la sesión del aviso que te enviamos. Ese dispositivo tendrá que volver a
              iniciar sesión con tu contraseña.
            </p>
            <EndSessionByLink token={token} />
          </>
        ) : (
          <p className="mt-3 text-slate-700">El enlace no es válido. Ábrelo de nuevo desde el email que te enviamos.</p>
        )}
      </section>
    </div>
  )
}
