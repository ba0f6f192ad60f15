import { firstParam, privateMetadata } from '@/components/auth/metadata'
import { verifyUnsubscribeToken } from '@/learning/revisions'
import { Button } from '@/components/ui/Button'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  privateMetadata({
    title: 'Darse de baja de los avisos',
    description: 'Deja de recibir los e-mails sobre revisiones de tus módulos.',
    path: '/avisos/baja',
  })

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * The unsubscribe link of the revision e-mails: a button that posts to the same one-click endpoint mail
 * clients use (POST /api/module-updates/unsubscribe), so opening the link alone changes nothing.
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const token = firstParam(params.token)
  const state = firstParam(params.estado)
  const valid = token ? verifyUnsubscribeToken(token) !== null : false
  return (
    <div className="mx-auto max-w-lg px-4 py-16 sm:py-24">
      <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10" data-testid="unsubscribe">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Avisos de revisiones</h1>
        {state === 'hecho' ? (
          <p className="mt-3 text-slate-700" role="status">
            Listo: ya no recibirás e-mails cuando se actualicen tus módulos. Puedes volver a activarlos desde tu panel.
          </p>
        ) : valid && token ? (
          <form
            method="post"
            action={`/api/module-updates/unsubscribe?token=${encodeURIComponent(token)}&desde=pagina`}
          >
            <p className="mt-3 text-slate-700">
              Pulsa el botón para dejar de recibir un e-mail cada vez que publiquemos una revisión de tus módulos.
            </p>
            <Button type="submit" className="mt-6" data-testid="unsubscribe-button">
              No quiero más avisos
            </Button>
          </form>
        ) : (
          <p className="mt-3 text-slate-700">
            El enlace no es válido. Ábrelo de nuevo desde el e-mail que te enviamos, o cambia tus avisos en tu panel.
          </p>
        )}
      </section>
    </div>
  )
}
