import Link from 'next/link'

import { activeSessions } from '@/accounts/sessions'
import { SessionList } from '@/components/account/SessionList'
import { privateMetadata } from '@/components/auth/metadata'
import { SignedOutCard } from '@/components/dashboard/SignedOutCard'
import { Breadcrumb } from '@/components/ui/Breadcrumb'
import { getPayloadClient } from '@/readers/payload'
import { getViewer } from '@/readers/viewer'
import { settings } from '@/env'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  privateMetadata({
    title: 'Mi cuenta',
    description: 'Tus datos de acceso y las sesiones abiertas en tu cuenta.',
    path: '/cuenta',
  })

/** "Mi cuenta": the account's e-mail and its active sessions, which the owner can close. */
export default async function AccountPage() {
  const payload = await getPayloadClient()
  const { user } = await getViewer()
  if (!user) return <SignedOutCard redirect="/cuenta" />
  const sid = (user as { _sid?: string })._sid ?? null
  const sessions = await activeSessions(payload, user.id, sid)
  const { idleHours, maxAgeDays } = settings.sessions
  const idle = idleHours % 24 === 0 ? `${idleHours / 24} días` : `${idleHours} horas`

  return (
    <div className="bg-gradient-to-b from-slate-50 to-white">
      <div className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:pt-10">
        <Breadcrumb items={[{ label: 'Inicio', href: '/' }, { label: 'Mi cuenta' }]} />
        <p className="mt-6 text-sm font-semibold tracking-wide text-blue-800 uppercase">Tu cuenta</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Mi cuenta</h1>
        <p className="mt-2 break-words text-slate-700">
          Has iniciado sesión como <strong className="font-semibold text-slate-900">{user.email}</strong>.{' '}
          <Link href="/dashboard" className="font-medium text-blue-800 underline underline-offset-2">
            Ir a mi panel
          </Link>
        </p>

        <section aria-labelledby="sesiones" className="mt-10">
          <h2 id="sesiones" className="text-xl font-bold text-slate-900">
            Sesiones abiertas
          </h2>
          <p className="mt-1 mb-4 text-sm text-slate-600">
            Los dispositivos con los que has iniciado sesión. Si no reconoces alguno, ciérralo y cambia tu contraseña.
            Las sesiones se cierran solas tras {idle} sin actividad y, como muy tarde, a los {maxAgeDays} días.
          </p>
          <SessionList sessions={sessions} />
        </section>
      </div>
    </div>
  )
}
