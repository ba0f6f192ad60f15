import { notFound } from 'next/navigation'

import { firstParam, privateMetadata } from '@/components/auth/metadata'
import { InvoiceView } from '@/components/invoices/InvoiceView'
import { Breadcrumb } from '@/components/ui/Breadcrumb'
import { Notice } from '@/components/ui/Notice'
import { getPayloadClient } from '@/readers/payload'
import { getViewer } from '@/readers/viewer'
import { authoriseInvoice, invoiceQrUrl } from '@/invoicing/delivery'
import { invoicePdfPath } from '@/invoicing/invoices'
import { qrSvg } from '@/verifactu/qr'

/**
 * /facturas/{id}: an invoice as a page, for whoever may download its PDF (support, its account, a guest
 * link covering it with `?token=`, the e-mailed link's `?key=`), with the VERI*FACTU QR code.
 */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props) {
  return privateMetadata({
    title: 'Factura',
    description: 'Tu factura, con su código QR de VERI*FACTU.',
    path: `/facturas/${(await params).id}`,
  })
}

export default async function InvoicePage({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams])
  const token = firstParam(query.token)
  const key = firstParam(query.key)
  const payload = await getPayloadClient()
  const { user } = await getViewer()
  const decision = await authoriseInvoice(payload, {
    id,
    user: user ? { ...user, collection: 'users' } : null,
    token,
    key,
  })
  if (!decision.allowed && decision.status === 404) notFound()
  return (
    <div className="bg-gradient-to-b from-slate-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:pt-10">
        <Breadcrumb items={[{ label: 'Inicio', href: '/' }, { label: 'Factura' }]} />
        <div className="mt-6">
          {decision.allowed ? (
            <InvoiceView
              invoice={decision.invoice}
              qr={await qrOf(payload, decision.invoice)}
              rectifiesNumber={await rectifiedNumber(payload, decision.invoice.rectifies)}
              pdfHref={`${invoicePdfPath(decision.invoice)}${key ? `?key=${encodeURIComponent(key)}` : token ? `?token=${encodeURIComponent(token)}` : ''}`}
            />
          ) : (
            <Notice tone="error" size="lg" className="mx-auto max-w-xl">
              {decision.message}.
            </Notice>
          )}
        </div>
      </div>
    </div>
  )
}

async function qrOf(
  payload: Awaited<ReturnType<typeof getPayloadClient>>,
  invoice: Parameters<typeof invoiceQrUrl>[1],
) {
  const url = await invoiceQrUrl(payload, invoice)
  return { url, svg: await qrSvg(url) }
}

async function rectifiedNumber(
  payload: Awaited<ReturnType<typeof getPayloadClient>>,
  ref: unknown,
): Promise<string | null> {
  const id = ref && typeof ref === 'object' ? (ref as { id: number }).id : (ref as number | null | undefined)
  if (!id) return null
  const original = await payload.findByID({ collection: 'invoices', id, depth: 0, disableErrors: true })
  return original?.number ?? null
}
