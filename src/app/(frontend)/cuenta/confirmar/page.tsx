import { ConfirmEmailByLink } from '@/components/account/ConfirmEmailByLink'
import { firstParam, privateMetadata } from '@/components/auth/metadata'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  privateMetadata({
    title: 'Confirmar tu email',
    description: 'Confirma el email de tu cuenta de Academia GEO.',
    path: '/cuenta/confirmar',
  })

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** Landing page of the link in the confirmation e-mail (src/accounts/email-confirmation.ts). */
export default async function ConfirmEmailPage({ searchParams }: { searchParams: SearchParams }) {
  const token = firstParam((await searchParams).token)
  return (
    <div className="mx-auto max-w-lg px-4 py-16 sm:py-24">
      <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Confirmar tu email</h1>
        {token ? (
          <>
            <p className="mt-3 text-slate-700">
              Pulsa el botón para confirmar que este email es tuyo. Después verás en tu panel las compras que hayas
              hecho antes con él.
            </p>
            <ConfirmEmailByLink token={token} />
          </>
        ) : (
          <p className="mt-3 text-slate-700">El enlace no es válido. Ábrelo de nuevo desde el email que te enviamos.</p>
        )}
      </section>
    </div>
  )
}
