import { numericDate } from '@/content/dates'
import type { InvoiceBuyer, InvoiceIssuer, InvoiceLine } from '@/invoicing/invoices'
import { formatRate } from '@/tax/vat'
import type { Invoice } from '@/payload-types'
import { formatExactAmount } from '@/content/money'
import { QR_LABEL, QR_LEGEND } from '@/verifactu/qr'
import { buttonClass } from '@/components/ui/Button'

/**
 * An invoice as a page (/facturas/{id}), with what the PDF carries: the VERI*FACTU QR code first,
 * «QR tributario:» above it and the legend below it, then the invoice itself.
 */
export function InvoiceView({
  invoice,
  qr,
  rectifiesNumber,
  pdfHref,
}: {
  invoice: Invoice
  qr: { url: string; svg: string }
  rectifiesNumber: string | null
  pdfHref: string
}) {
  const issuer = invoice.issuer as unknown as InvoiceIssuer
  const buyer = invoice.buyer as unknown as InvoiceBuyer
  const lines = invoice.lines as unknown as InvoiceLine[]
  const title = invoice.kind === 'rectifying' ? 'Factura rectificativa' : 'Factura'
  const cell = 'px-2 py-2 text-right tabular-nums'
  return (
    <article
      className="mx-auto max-w-3xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      data-testid="invoice-view"
    >
      <figure
        className="mx-auto flex w-fit flex-col items-center text-center text-base text-slate-900"
        data-testid="invoice-qr"
      >
        <p>{QR_LABEL}</p>
        {/* eslint-disable-next-line @next/next/no-img-element -- a generated data: image, nothing to optimise */}
        <img
          src={`data:image/svg+xml;base64,${Buffer.from(qr.svg).toString('base64')}`}
          alt={`Código QR para verificar la factura en la sede electrónica de la AEAT: ${qr.url}`}
          className="my-[6mm] h-[35mm] w-[35mm] bg-white"
          width={132}
          height={132}
          data-url={qr.url}
        />
        <figcaption>
          <strong className="block font-semibold">{QR_LEGEND[0]}</strong>
          <span className="block">{QR_LEGEND[1]}</span>
        </figcaption>
      </figure>

      <header className="mt-8 flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="font-semibold text-slate-900">Nº {invoice.number}</p>
      </header>
      <p className="mt-1 text-sm text-slate-600">
        Fecha de emisión: <time dateTime={invoice.issuedAt}>{numericDate(invoice.issuedAt)}</time>
        {rectifiesNumber && <> · Rectifica la factura {rectifiesNumber} (art. 15 del Real Decreto 1619/2012)</>}
      </p>

      <div className="mt-6 grid gap-6 text-sm sm:grid-cols-2">
        <section aria-labelledby="emisor">
          <h2 id="emisor" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            Emisor
          </h2>
          <p className="mt-1 text-slate-900">{issuer.name}</p>
          <p className="text-slate-700">NIF {issuer.taxId}</p>
          <p className="text-slate-700">{issuer.address}</p>
          <p className="text-slate-700">{issuer.registry}</p>
        </section>
        <section aria-labelledby="destinatario">
          <h2 id="destinatario" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            Destinatario
          </h2>
          <p className="mt-1 text-slate-900">{buyer.name ?? 'Cliente particular'}</p>
          {buyer.taxId && (
            <p className="text-slate-700">
              {buyer.taxIdType === 'eu_vat' ? 'NIF-IVA' : 'NIF'} {buyer.taxId}
            </p>
          )}
          {buyer.email && <p className="break-words text-slate-700">{buyer.email}</p>}
        </section>
      </div>

      <div className="mt-6 overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="border-y border-slate-200 text-xs text-slate-600">
            <tr>
              <th scope="col" className="px-2 py-2 text-left font-semibold">
                Concepto
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                Base
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                Total (IVA incl.)
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, i) => (
              <tr key={i} className="border-b border-slate-100">
                <td className="px-2 py-2 text-slate-900">{line.description}</td>
                <td className={cell}>{formatExactAmount(line.net, invoice.currency)}</td>
                <td className={cell}>{formatExactAmount(line.gross, invoice.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-4 ml-auto grid w-fit grid-cols-[auto_auto] gap-x-6 gap-y-1 text-sm">
        <dt className="text-slate-700">Base imponible</dt>
        <dd className="text-right tabular-nums">{formatExactAmount(invoice.net, invoice.currency)}</dd>
        <dt className="text-slate-700">IVA {formatRate(Math.round(invoice.rate * 100))}</dt>
        <dd className="text-right tabular-nums">{formatExactAmount(invoice.tax, invoice.currency)}</dd>
        <dt className="font-semibold text-slate-900">Total</dt>
        <dd className="text-right font-semibold tabular-nums">{formatExactAmount(invoice.total, invoice.currency)}</dd>
      </dl>
      {invoice.note && <p className="mt-4 text-sm font-semibold text-slate-900">{invoice.note}</p>}
      <p className="mt-6">
        <a href={pdfHref} download className={buttonClass({ variant: 'outline', size: 'sm' })}>
          Descargar en PDF
        </a>
      </p>
    </article>
  )
}
