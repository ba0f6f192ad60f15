import QRCode from 'qrcode'

import type { Invoice } from '@/payload-types'

import type { AgencyEnvironment } from './settings'
import { amount, recordDate } from './time'

/**
 * The QR code every invoice carries (Orden HAC/1177/2024 arts. 20–21; AEAT «Detalle de las
 * especificaciones técnicas del código QR» v0.4.7): the agency's verification URL for VERI*FACTU
 * systems with the issuer's NIF, the number, the issue date and the total, URL-encoded in UTF-8;
 * ISO/IEC 18004 at error correction level M; printed 30–40 mm wide, «QR tributario:» above it and
 * «VERI*FACTU» / «Factura verificable en la sede electrónica de la AEAT» below it.
 */
const BASE: Record<AgencyEnvironment, string> = {
  test: 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR',
  production: 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR',
}

export const QR_LABEL = 'QR tributario:'
export const QR_LEGEND = ['VERI*FACTU', 'Factura verificable en la sede electrónica de la AEAT'] as const
/** Printed size of the code (the order allows 30 to 40 mm). */
export const QR_SIZE_MM = 35
/** Blank space on all four sides of the code: at least 2 mm, 6 mm recommended (QR specification, §3). */
export const QR_QUIET_ZONE_MM = 6
/**
 * Size of «QR tributario:» and of the legend on the PDF: «iguales o superiores» to the rest of the invoice's
 * data (§3), whose largest is 12 pt (the number and the total; the title «FACTURA» is a heading).
 */
export const QR_TEXT_PT = 12

export interface QrInvoice {
  nif: string
  number: string
  /** dd-mm-yyyy */
  date: string
  /** cents */
  total: number
}

export function verificationUrl(invoice: QrInvoice, environment: AgencyEnvironment): string {
  const params = new URLSearchParams()
  params.set('nif', invoice.nif)
  params.set('numserie', invoice.number)
  params.set('fecha', invoice.date)
  params.set('importe', amount(invoice.total))
  // URLSearchParams writes a space as '+'; the agency's example encodes with percent escapes only.
  return `${BASE[environment]}?${params.toString().replace(/\+/g, '%20')}`
}

/**
 * The QR of an issued invoice: the URL its alta record fixed when it was written; computed from the
 * current environment only for an invoice without one (records written before the QR was stored).
 */
export const invoiceQrUrlFrom = (
  stored: { qrUrl?: string | null } | null | undefined,
  invoice: Pick<Invoice, 'issuer' | 'number' | 'issuedAt' | 'total'>,
  environment: AgencyEnvironment,
): string => stored?.qrUrl || verificationUrl(qrInvoiceOf(invoice), environment)

/** The QR fields of a stored invoice (the same values as its RegistroAlta). */
export const qrInvoiceOf = (invoice: Pick<Invoice, 'issuer' | 'number' | 'issuedAt' | 'total'>): QrInvoice => ({
  nif: String((invoice.issuer as { taxId?: string }).taxId ?? '').toUpperCase(),
  number: invoice.number,
  date: recordDate(new Date(invoice.issuedAt)),
  total: invoice.total,
})

const options = { errorCorrectionLevel: 'M' as const, margin: 0 }

/** PNG for the PDF (drawn at QR_SIZE_MM). */
export const qrPng = (url: string): Promise<Buffer> => QRCode.toBuffer(url, { ...options, type: 'png', width: 480 })

/** SVG for the invoice page (scaled by CSS to QR_SIZE_MM). */
export const qrSvg = (url: string): Promise<string> => QRCode.toString(url, { ...options, type: 'svg' })
