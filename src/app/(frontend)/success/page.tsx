import type { Metadata } from 'next'

import type { SearchParams } from '@/commerce/checkout-selection'
import { PaymentSuccess } from '@/components/checkout/PaymentSuccess'
import { getSiteSettings } from '@/readers/queries'
import { pageMetadata } from '@/content/seo'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSiteSettings()
  const meta = pageMetadata(
    {
      title: 'Pago completado',
      description: 'Confirmación de tu compra y descarga de tus guías.',
      path: '/success',
      noindex: true,
    },
    site,
  )
  return { ...meta, alternates: { canonical: meta.alternates?.canonical } }
}

/** One plain session_id (the server decides whether it is a real payment); repeated or empty counts as missing. */
const sessionIdFrom = (value: SearchParams[string]) => {
  const id = typeof value === 'string' ? value.trim() : ''
  return id.length > 0 && id.length <= 300 ? id : null
}

export default async function SuccessPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [params, site] = await Promise.all([searchParams, getSiteSettings()])
  const sessionId = sessionIdFrom(params.session_id)
  // Whether the buyer is signed in is decided by the page's own request (POST /api/checkout/verify):
  // this request comes from Stripe's page, so the server does not accept the session cookie on it.
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-16">
      <PaymentSuccess sessionId={sessionId} supportEmail={site.supportEmail} />
    </div>
  )
}
