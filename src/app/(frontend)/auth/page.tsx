import { redirect } from 'next/navigation'

import { safeRedirect } from '@/security/redirect'
import { AuthPanel } from '@/components/auth/AuthPanel'
import { firstParam, privateMetadata } from '@/components/auth/metadata'
import { getSiteSettings } from '@/readers/queries'
import { getViewer } from '@/readers/viewer'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  privateMetadata({
    title: 'Iniciar sesión o crear una cuenta',
    description: 'Accede a tu cuenta para ver tu progreso y descargar las guías premium de tus módulos.',
    path: '/auth',
  })

type SearchParams = Promise<Record<string, string | string[] | undefined>>

const BENEFITS = [
  'Descarga las guías en PDF de los módulos que has desbloqueado.',
  'Consulta tu progreso y tus últimas descargas en tu panel.',
  'Lee online el contenido completo de tus módulos.',
]

/** Sign in / sign up. A visitor who is already signed in goes straight to where they were heading. */
export default async function AuthPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const redirectTo = safeRedirect(firstParam(params.redirect))
  if ((await getViewer()).user) redirect(redirectTo)

  const mode = firstParam(params.modo)
  const site = await getSiteSettings()
  return (
    <div className="bg-gradient-to-b from-slate-50 to-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:py-16 lg:grid-cols-2 lg:gap-16">
        <div className="lg:pt-6">
          <p className="text-sm font-semibold tracking-wide text-blue-800 uppercase">Tu cuenta</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            Accede a {site.siteName}
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-700">
            Inicia sesión o crea tu cuenta gratuita para tener tus módulos y tus guías siempre a mano.
          </p>
        </div>

        <div className="w-full max-w-md justify-self-center rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start lg:justify-self-end">
          <AuthPanel
            redirectTo={redirectTo}
            initialTab={mode === 'registro' ? 'signup' : 'signin'}
            initialForgot={mode === 'recuperar'}
          />
        </div>

        <div className="max-w-xl">
          <ul className="space-y-3">
            {BENEFITS.map((benefit) => (
              <li key={benefit} className="flex gap-3 text-slate-700">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="mt-0.5 h-5 w-5 shrink-0 fill-current text-blue-700"
                >
                  <path d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3-4 4a1 1 0 0 1-1.4 0l-2-2a1 1 0 1 1 1.4-1.4L9 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4Z" />
                </svg>
                {benefit}
              </li>
            ))}
          </ul>
          <p className="mt-6 rounded-xl border border-slate-200 bg-white p-4 text-sm leading-relaxed text-slate-600">
            <strong className="font-semibold text-slate-800">¿Compraste sin cuenta?</strong> Regístrate con el mismo
            email de la compra y abre el enlace de acceso que te enviamos: podrás añadir esas compras a tu cuenta.
          </p>
        </div>
      </div>
    </div>
  )
}
