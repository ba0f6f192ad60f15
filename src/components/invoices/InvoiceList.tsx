import type { Payload, Where } from 'payload'

import type { Invoice } from '@/payload-types'
import { shortDate } from '@/content/dates'
import { euro } from '@/pdf/invoice'

type Row = Pick<Invoice, 'id' | 'number' | 'kind' | 'total' | 'currency' | 'issuedAt'>

/** The invoices of an account (`user`) or of a guest's e-mail, newest first. */
export async function invoicesFor(payload: Payload, owner: { userId: number } | { email: string }): Promise<Row[]> {
  const where: Where = 'userId' in owner ? { user: { equals: owner.userId } } : { buyerEmail: { equals: owner.email } }
  const { docs } = await payload.find({
    collection: 'invoices',
    where,
    sort: '-issuedAt',
    depth: 0,
    limit: 50,
    select: { number: true, kind: true, total: true, currency: true, issuedAt: true },
  })
  return docs as Row[]
}


/** "Tus facturas": each viewable as a page (with its VERI*FACTU QR) and as a PDF, through the checked routes (`token` for a guest link). */
export function InvoiceList({ invoices, token }: { invoices: Row[]; token?: string }) {
  return (
    <section aria-labelledby="facturas-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="invoice-list">
      <h2 id="facturas-title" className="text-lg font-semibold text-slate-900">
        Tus facturas
      </h2>
      {invoices.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Cuando completes una compra, tu factura aparecerá aquí.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="flex items-center justify-between gap-3 py-3" data-testid="invoice-entry">
              <div className="min-w-0">
                <p className="text-sm font-medium text-slate-900">
                  {invoice.kind === 'rectifying' ? 'Rectificativa ' : 'Factura '}
                  {invoice.number}
                </p>
                <p className="mt-0.5 text-xs text-slate-600">
                  <time dateTime={invoice.issuedAt}>{shortDate(invoice.issuedAt)}</time> · {euro(invoice.total, invoice.currency)}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <a
                  href={`/facturas/${invoice.id}${token ? `?token=${encodeURIComponent(token)}` : ''}`}
                  className="rounded-md border border-blue-700 px-3 py-1.5 text-sm font-medium text-blue-800 hover:bg-blue-50"
                >
                  Ver<span className="sr-only"> la factura {invoice.number}</span>
                </a>
                <a
                  href={`/api/invoice-pdf/${invoice.id}${token ? `?token=${encodeURIComponent(token)}` : ''}`}
                  download
                  className="rounded-md border border-blue-700 px-3 py-1.5 text-sm font-medium text-blue-800 hover:bg-blue-50"
                >
                  PDF<span className="sr-only"> de la factura {invoice.number}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
