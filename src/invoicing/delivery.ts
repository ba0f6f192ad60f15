import type { Payload, PayloadRequest, Where } from 'payload'

import { breakdownOfOrder, breakdownText } from '@/commerce/checkout-quote'
import { consentParts } from '@/commerce/emails'
import { button, composeEmail, gap, textOnly } from '@/email/compose'
import { accountOpensGuestRecord, guestMay, NEEDS_ADDRESS_PROOF } from '@/entitlements/credentials'
import { verifyGuestToken } from '@/entitlements/guest-access'
import { settings } from '@/env'
import { enqueueOnce } from '@/jobs/queue'
import { parseId } from '@/content/ids'
import { formatEuros } from '@/content/money'
import { renderInvoicePdf } from './invoice-pdf'
import type { Invoice } from '@/payload-types'
import { invoiceQrUrlFrom } from '@/verifactu/qr'
import { agencyEnvironment } from '@/verifactu/settings'
import { isSupportUser } from '@/security/roles'

import {
  invoiceLinkKey,
  invoicePdfPath,
  validInvoiceLinkKey,
  type InvoiceBuyer,
  type InvoiceIssuer,
  type InvoiceLine,
} from './invoices'
import { emailSite } from '@/content/legal-identity'

export type InvoiceDecision = { allowed: true; invoice: Invoice } | { allowed: false; status: number; message: string }

/**
 * Who may download an invoice: support; the account it belongs to; a guest whose link e-mailed to the
 * address covers its e-mail (a checkout browser's link proves only its order: src/entitlements/credentials.ts); anyone holding the e-mailed link's key for that very invoice.
 */
export async function authoriseInvoice(
  payload: Payload,
  args: { id: string; user?: PayloadRequest['user']; token?: string | null; key?: string | null },
): Promise<InvoiceDecision> {
  const notFound = { allowed: false as const, status: 404, message: 'Factura no encontrada' }
  const id = parseId(args.id)
  if (!id) return notFound
  const invoice = await payload.findByID({ collection: 'invoices', id, depth: 0, disableErrors: true })
  if (!invoice) return notFound
  if (args.key)
    return validInvoiceLinkKey(invoice, args.key)
      ? { allowed: true, invoice }
      : { allowed: false, status: 403, message: 'Enlace de factura no válido' }
  if (args.token) {
    const access = await verifyGuestToken(payload, args.token)
    if (access.status !== 'valid')
      return { allowed: false, status: 403, message: 'Token de acceso inválido o expirado' }
    if (!guestMay(access.proof, 'invoice')) return { allowed: false, status: 403, message: NEEDS_ADDRESS_PROOF }
    return access.email === invoice.buyerEmail
      ? { allowed: true, invoice }
      : { allowed: false, status: 403, message: 'Esta factura no es tuya' }
  }
  const user = args.user?.collection === 'users' ? args.user : null
  if (!user) return { allowed: false, status: 401, message: 'Inicia sesión para descargar tus facturas' }
  const owner = typeof invoice.user === 'object' ? invoice.user?.id : invoice.user
  if (isSupportUser(user) || owner === user.id) return { allowed: true, invoice }
  // a guest purchase's invoice, for the account that proved its address
  if (accountOpensGuestRecord(user as never, { hasAccount: Boolean(owner), email: invoice.buyerEmail }))
    return { allowed: true, invoice }
  return { allowed: false, status: 403, message: 'Esta factura no es tuya' }
}

/** The VERI*FACTU verification URL of an invoice, as its first alta record fixed it at issue. */
export async function invoiceQrUrl(payload: Payload, invoice: Invoice): Promise<string> {
  const where: Where = { and: [{ invoice: { equals: invoice.id } }, { kind: { equals: 'alta' } }] }
  const { docs } = await payload.find({
    collection: 'verifactu-records',
    where,
    sort: 'sequence',
    limit: 1,
    depth: 0,
    pagination: false,
    select: { qrUrl: true },
  })
  if (docs[0]?.qrUrl) return docs[0].qrUrl
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return invoiceQrUrlFrom(null, invoice, agencyEnvironment(site))
}

export async function invoicePdf(payload: Payload, invoice: Invoice) {
  const original = invoice.rectifies
    ? await payload.findByID({
        collection: 'invoices',
        id: typeof invoice.rectifies === 'object' ? invoice.rectifies.id : invoice.rectifies,
        depth: 0,
        disableErrors: true,
      })
    : null
  const pdf = await renderInvoicePdf({
    number: invoice.number,
    kind: invoice.kind,
    issuedAt: invoice.issuedAt,
    rectifiesNumber: original?.number ?? null,
    issuer: invoice.issuer as unknown as InvoiceIssuer,
    buyer: invoice.buyer as unknown as InvoiceBuyer,
    lines: invoice.lines as unknown as InvoiceLine[],
    net: invoice.net,
    tax: invoice.tax,
    total: invoice.total,
    rate: invoice.rate,
    currency: invoice.currency,
    note: invoice.note,
    retained: !!(invoice as { retainedForLegalObligation?: boolean | null }).retainedForLegalObligation,
    qrUrl: await invoiceQrUrl(payload, invoice),
  })
  return { pdf, fileName: `factura-${invoice.number}.pdf` }
}

/**
 * The buyer's e-mail with the invoice's download link (queued; sent once per invoice). For an account's
 * purchase it is the purchase confirmation, so an ordinary invoice repeats the withdrawal consent given at
 * checkout (guests read it in their access e-mail too).
 */
export async function sendInvoiceEmail(payload: Payload, invoice: Invoice, req?: PayloadRequest) {
  if (!invoice.buyerEmail) return
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const link = `${settings.serverUrl}${invoicePdfPath(invoice, invoiceLinkKey(invoice))}`
  const what =
    invoice.kind === 'rectifying' ? 'factura rectificativa' : invoice.substitutes ? 'factura completa' : 'factura'
  const subject = `Tu ${what} ${invoice.number} de ${site.siteName}`
  const orderId = typeof invoice.order === 'object' ? invoice.order.id : invoice.order
  const order =
    invoice.kind === 'rectifying' || invoice.substitutes
      ? null
      : await payload.findByID({ collection: 'orders', id: orderId, depth: 0, disableErrors: true })
  // What came off the price (upgrade credit, promotion code), as the order recorded it.
  const breakdown = order ? breakdownText(breakdownOfOrder(order)) : null
  const intro = `Aquí tienes tu ${what} ${invoice.number}, por un total de ${formatEuros(invoice.total)}.${breakdown ? ` ${breakdown}.` : ''}`
  const { text, html } = composeEmail({
    subject,
    site: emailSite(site),
    parts: [
      intro,
      gap,
      button(link, 'Descargar la factura (PDF)', { text: ['Descárgala en PDF:', link], copy: false }),
      gap,
      textOnly('También la tienes en tu panel (si compraste con cuenta) y en tu página de acceso.'),
      consentParts(order?.withdrawalConsent),
    ],
  })
  await enqueueOnce(
    payload,
    {
      task: 'email',
      input: { message: { to: invoice.buyerEmail, subject, text, html } },
      dedupeKey: `invoice-email:${invoice.id}`,
    },
    req,
  )
}
