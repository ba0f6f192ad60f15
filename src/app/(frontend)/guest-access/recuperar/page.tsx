import type { Metadata } from 'next'
import Link from 'next/link'

import { LostLinkForm } from '@/components/guest/LostLinkForm'
import { Notice } from '@/components/ui/Notice'
import { getSiteSettings } from '@/readers/queries'
import { pageMetadata } from '@/content/seo'
import { MailLink } from '@/components/ui/MailLink'

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSiteSettings()
  const meta = pageMetadata(
    {
      title: 'Recupera tu enlace de acceso',
      description: 'Pide un enlace nuevo para descargar las guías que compraste sin cuenta.',
      path: '/guest-access/recuperar',
      noindex: true,
    },
    site,
  )
  return { ...meta, alternates: { canonical: meta.alternates?.canonical } }
}

/** "Lost your link?" for guest buyers whose access link is lost or expired. */
export default async function RecoverGuestLinkPage() {
  const site = await getSiteSettings()
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:py-16">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Recupera tu enlace de acceso</h1>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">
          Si compraste sin cuenta, tus guías se descargan con el enlace personal que te enviamos por email. Si lo has
          perdido o ha caducado, te enviamos uno nuevo.
        </p>
      </header>
      <LostLinkForm />
      <Notice announce={false} className="leading-relaxed">
        <p>
          ¿Compraste con tu cuenta? Tus guías están en{' '}
          <Link href="/dashboard" className="font-medium text-blue-800 underline underline-offset-2">
            tu panel
          </Link>
          .
        </p>
        <p className="mt-2">
          ¿No te llega el email? Revisa la carpeta de correo no deseado o escríbenos a{' '}
          <MailLink email={site.supportEmail} />.
        </p>
      </Notice>
    </div>
  )
}
