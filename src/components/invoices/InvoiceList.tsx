import type { Payload, Where } from 'payload'

import type { Invoice } from '@/payload-types'
import { shortDate } from '@/content/dates'
import { formatExactAmount } from '@/content/money'

import { FullInvoiceForm } from './FullInvoiceForm'
import { buttonClass } from '@/components/ui/Button'
import { idOf } from '@/content/ids'

type Row = Pick<Invoice, 'id' | 'number' | 'kind' | 'total' | 'currency' | 'issuedAt'> & {
  /** a simplified invoice (F2) a complete one may still be asked for */
  simplified: boolean
  /** the complete invoice issued in place of this one */
  substitutedBy: string | null
  /** the simplified invoice this complete one replaces */
  substitutes: string | null
}

/** The invoices of an account (`user`) or of a guest's e-mail, newest first. */
/**
 * An account's invoices (with `provenEmail`: also those of guest purchases under the address it proved,
 * src/entitlements/credentials.ts), or those of an address (a link e-mailed to it).
 */
export async function invoicesFor(
  payload: Payload,
  owner: { userId: number; provenEmail?: string | null } | { email: string },
): Promise<Row[]> {
  const where: Where =
    'userId' in owner
      ? owner.provenEmail
        ? {
            or: [
              { user: { equals: owner.userId } },
              { and: [{ buyerEmail: { equals: owner.provenEmail.toLowerCase() } }, { user: { exists: false } }] },
            ],
          }
        : { user: { equals: owner.userId } }
      : { buyerEmail: { equals: owner.email } }
  const { docs } = await payload.find({
    collection: 'invoices',
    where,
    sort: '-issuedAt',
    depth: 0,
    limit: 50,
    select: { number: true, kind: true, total: true, currency: true, issuedAt: true, substitutes: true },
  })
  const ids = docs.map((d) => d.id)
  const [records, substitutes] = ids.length
    ? await Promise.all([
        payload.find({
          collection: 'verifactu-records',
          where: { and: [{ invoice: { in: ids } }, { invoiceType: { equals: 'F2' } }] },
          depth: 0,
          limit: 200,
          pagination: false,
          select: { invoice: true },
        }),
        payload.find({
          collection: 'invoices',
          where: { substitutes: { in: ids } },
          depth: 0,
          limit: 50,
          pagination: false,
          select: { number: true, substitutes: true },
        }),
      ])
    : [{ docs: [] }, { docs: [] }]
  const f2 = new Set(records.docs.map((r) => idOf(r.invoice as number | { id: number })))
  const numbers = new Map(docs.map((d) => [d.id, d.number]))
  return docs.map((d) => {
    const by = substitutes.docs.find((s) => idOf(s.substitutes as number | { id: number }) === d.id)
    const replaced = idOf(d.substitutes as number | { id: number } | null)
    return {
      id: d.id,
      number: d.number,
      kind: d.kind,
      total: d.total,
      currency: d.currency,
      issuedAt: d.issuedAt,
      simplified: f2.has(d.id) && !by,
      substitutedBy: by?.number ?? null,
      substitutes: replaced ? (numbers.get(replaced) ?? null) : null,
    }
  })
}

/** "Tus facturas": each viewable as a page (with its VERI*FACTU QR) and as a PDF, through the checked routes (`token` for a guest link). */
export function InvoiceList({ invoices, token }: { invoices: Row[]; token?: string }) {
  return (
    <section
      aria-labelledby="facturas-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="invoice-list"
    >
      <h2 id="facturas-title" className="text-lg font-semibold text-slate-900">
        Tus facturas
      </h2>
      {invoices.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Cuando completes una compra, tu factura aparecerá aquí.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {invoices.map((invoice) => (
            <li
              key={invoice.id}
              className="flex flex-wrap items-start justify-between gap-x-3 py-3"
              data-testid="invoice-entry"
            >
              <div className="min-w-0">
                <p className="text-sm font-medium text-slate-900">
                  {invoice.kind === 'rectifying'
                    ? 'Rectificativa '
                    : invoice.substitutes
                      ? 'Factura completa '
                      : invoice.simplified || invoice.substitutedBy
                        ? 'Factura simplificada '
                        : 'Factura '}
                  {invoice.number}
                </p>
                <p className="mt-0.5 text-xs text-slate-600">
                  <time dateTime={invoice.issuedAt}>{shortDate(invoice.issuedAt)}</time> ·{' '}
                  {formatExactAmount(invoice.total, invoice.currency)}
                </p>
                {invoice.substitutedBy && (
                  <p className="mt-0.5 text-xs font-medium text-amber-800">Sustituida por {invoice.substitutedBy}</p>
                )}
                {invoice.substitutes && (
                  <p className="mt-0.5 text-xs text-slate-600">Sustituye a {invoice.substitutes}</p>
                )}
              </div>
              <div className="flex shrink-0 gap-2">
                <a
                  href={`/facturas/${invoice.id}${token ? `?token=${encodeURIComponent(token)}` : ''}`}
                  className={buttonClass({ variant: 'outline', size: 'sm' })}
                >
                  Ver<span className="sr-only"> la factura {invoice.number}</span>
                </a>
                <a
                  href={`/api/invoice-pdf/${invoice.id}${token ? `?token=${encodeURIComponent(token)}` : ''}`}
                  download
                  className={buttonClass({ variant: 'outline', size: 'sm' })}
                >
                  PDF<span className="sr-only"> de la factura {invoice.number}</span>
                </a>
              </div>
              {invoice.simplified && (
                <FullInvoiceForm invoiceId={invoice.id} invoiceNumber={invoice.number} token={token} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
