import Link from 'next/link'

import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm'
import { firstParam, privateMetadata } from '@/components/auth/metadata'
import { getPayloadClient } from '@/readers/payload'
import { LinkButton } from '@/components/ui/Button'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  privateMetadata({
    title: 'Restablecer la contraseña',
    description: 'Elige una contraseña nueva para tu cuenta.',
    path: '/auth/restablecer',
  })

const INVALID = 'El enlace para restablecer la contraseña no es válido o ha caducado.'

/** Whether a reset token is still waiting to be used (the endpoint checks it again on submit). */
async function tokenIsUsable(token: string | undefined) {
  if (!token || token.length < 10 || token.length > 200) return false
  try {
    const payload = await getPayloadClient()
    const { totalDocs } = await payload.count({
      collection: 'users',
      where: {
        and: [
          { resetPasswordToken: { equals: token } },
          { resetPasswordExpiration: { greater_than: new Date().toISOString() } },
        ],
      },
      overrideAccess: true,
    })
    return totalDocs > 0
  } catch {
    // Let the form try: the endpoint gives the definitive answer.
    return true
  }
}

/** /auth/restablecer?token=… — the page the reset e-mail links to. */
export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const token = firstParam((await searchParams).token)
  const usable = await tokenIsUsable(token)
  return (
    <div className="bg-gradient-to-b from-slate-50 to-white">
      <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
        <p className="text-sm font-semibold tracking-wide text-blue-800 uppercase">Tu cuenta</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Elige una contraseña nueva</h1>
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          {usable && token ? (
            <>
              <p className="mb-5 text-slate-700">
                Escribe tu nueva contraseña. Al guardarla, iniciarás sesión automáticamente.
              </p>
              <ResetPasswordForm token={token} />
            </>
          ) : (
            <div role="alert" data-testid="reset-error">
              <p className="font-semibold text-slate-900">Este enlace no sirve</p>
              <p className="mt-2 text-slate-700">
                {INVALID} Los enlaces caducan una hora después de pedirlos y solo se pueden usar una vez.
              </p>
              <LinkButton href="/auth?modo=recuperar" size="lg" className="mt-5 w-full">
                Solicitar un enlace nuevo
              </LinkButton>
            </div>
          )}
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">
          ¿La recuerdas?{' '}
          <Link href="/auth" className="font-medium text-blue-800 underline-offset-2 hover:underline">
            Iniciar sesión
          </Link>
        </p>
      </div>
    </div>
  )
}
