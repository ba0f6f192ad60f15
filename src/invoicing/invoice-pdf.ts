/**
 * Invoice PDF (A4, one page), drawn with pdf-lib from the stored, immutable invoice: rendering on demand
 * always gives the same document. The invoice's own layout; the house fonts and printable text come from the
 * PDF toolkit (src/pdf/: every name as written), whose shared layout primitives can replace the small helpers here. Amounts to the cent
 * (src/content/money.ts `formatExactAmount`).
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb } from '@cantoo/pdf-lib'

import { embedFace, fontExtent } from '@/pdf/layout'
import { printable } from '@/pdf/text'
import { numericDate } from '@/content/dates'
import { formatExactAmount } from '@/content/money'
import type { InvoiceBuyer, InvoiceIssuer, InvoiceLine } from './invoices'
import { formatRate } from '@/tax/vat'
import { QR_LABEL, QR_LEGEND, QR_QUIET_ZONE_MM, QR_SIZE_MM, QR_TEXT_PT, qrPng } from '@/verifactu/qr'

export interface InvoicePdfInput {
  number: string
  kind: 'invoice' | 'rectifying'
  issuedAt: string
  rectifiesNumber?: string | null
  issuer: InvoiceIssuer
  buyer: InvoiceBuyer
  lines: InvoiceLine[]
  net: number
  tax: number
  total: number
  rate: number
  currency: string
  note?: string | null
  /** "conservada por obligación legal" once the customer's other data was erased */
  retained?: boolean
  /** the VERI*FACTU verification URL the QR code carries (src/verifactu/qr.ts) */
  qrUrl?: string | null
}

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 50
const INK = rgb(0.09, 0.11, 0.16)
const MUTED = rgb(0.38, 0.42, 0.48)
const RULE = rgb(0.82, 0.84, 0.87)

const euro = formatExactAmount

class Writer {
  y = A4.height - MARGIN
  constructor(
    readonly page: PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  text(
    value: string,
    x: number,
    o: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; right?: boolean } = {},
  ) {
    const font = o.bold ? this.bold : this.regular
    const size = o.size ?? 10
    const safe = printable(value, font)
    const at = o.right ? x - font.widthOfTextAtSize(safe, size) : x
    this.page.drawText(safe, { x: at, y: this.y, size, font, color: o.color ?? INK })
  }

  /** Wraps `value` into lines no wider than `width`. */
  wrap(value: string, width: number, size = 10, bold = false): string[] {
    const font = bold ? this.bold : this.regular
    const words = printable(value, font).split(/\s+/)
    const lines: string[] = []
    let current = ''
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word
      if (font.widthOfTextAtSize(candidate, size) > width && current) {
        lines.push(current)
        current = word
      } else current = candidate
    }
    if (current) lines.push(current)
    return lines
  }

  down(points: number) {
    this.y -= points
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 0.7,
      color: RULE,
    })
  }
}

export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const title = input.kind === 'rectifying' ? 'Factura rectificativa' : 'Factura'
  doc.setTitle(`${title} ${input.number}`)
  doc.setAuthor(input.issuer.name)
  doc.setCreationDate(new Date(input.issuedAt))
  doc.setModificationDate(new Date(input.issuedAt))
  const page = doc.addPage([A4.width, A4.height])
  const w = new Writer(page, await embedFace(doc, 'regular'), await embedFace(doc, 'bold'))
  const right = A4.width - MARGIN

  // The tax QR code first, at the top, centred (AEAT's QR specification, section 3), with its quiet zone
  // measured from the glyphs' extent (descenders of the label, ascenders of the legend), not their baselines.
  if (input.qrUrl) {
    const mm = (value: number) => (value / 25.4) * 72
    const size = mm(QR_SIZE_MM)
    const quiet = mm(QR_QUIET_ZONE_MM)
    const image = await doc.embedPng(await qrPng(input.qrUrl))
    const centre = A4.width / 2
    const font = (bold: boolean) => (bold ? w.bold : w.regular)
    const ascent = (bold: boolean) => fontExtent(font(bold), QR_TEXT_PT).ascent
    const descent = (bold: boolean) => fontExtent(font(bold), QR_TEXT_PT).descent
    const centred = (value: string, bold = false) =>
      w.text(value, centre - font(bold).widthOfTextAtSize(printable(value, font(bold)), QR_TEXT_PT) / 2, {
        bold,
        size: QR_TEXT_PT,
      })
    w.down(ascent(false))
    centred(QR_LABEL)
    w.down(descent(false) + quiet + size)
    page.drawImage(image, { x: centre - size / 2, y: w.y, width: size, height: size })
    for (const [i, line] of QR_LEGEND.entries()) {
      w.down(i === 0 ? quiet + ascent(true) : QR_TEXT_PT * 1.25)
      centred(line, i === 0)
    }
    w.down(28)
  }

  w.text(title.toUpperCase(), MARGIN, { size: 18, bold: true })
  w.text(`Nº ${input.number}`, right, { size: 12, bold: true, right: true })
  w.down(18)
  w.text(`Fecha de emisión: ${numericDate(input.issuedAt)}`, right, { size: 10, color: MUTED, right: true })
  if (input.rectifiesNumber) {
    w.down(14)
    w.text(`Rectifica la factura ${input.rectifiesNumber} (art. 15 del Real Decreto 1619/2012)`, right, {
      size: 9,
      color: MUTED,
      right: true,
    })
  }
  w.down(30)

  // Issuer and buyer, side by side.
  const column = (label: string, rows: string[], x: number) => {
    const top = w.y
    w.text(label, x, { size: 9, bold: true, color: MUTED })
    w.down(14)
    for (const row of rows.filter(Boolean)) {
      for (const line of w.wrap(row, 230)) {
        w.text(line, x)
        w.down(13)
      }
    }
    const bottom = w.y
    w.y = top
    return bottom
  }
  const issuerBottom = column(
    'EMISOR',
    [input.issuer.name, `NIF ${input.issuer.taxId}`, input.issuer.address, input.issuer.registry, input.issuer.email],
    MARGIN,
  )
  const buyer = input.buyer
  const buyerBottom = column(
    'DESTINATARIO',
    [
      buyer.name ?? 'Cliente particular',
      buyer.taxId ? `${buyer.taxIdType === 'eu_vat' ? 'NIF-IVA' : 'NIF'} ${buyer.taxId}` : '',
      buyer.address ?? '',
      buyer.email,
      buyer.country
        ? `País: ${new Intl.DisplayNames(['es'], { type: 'region' }).of(buyer.country) ?? buyer.country}`
        : '',
    ],
    310,
  )
  w.y = Math.min(issuerBottom, buyerBottom) - 20

  // Lines.
  const cols = { desc: MARGIN, qty: 330, net: 420, total: right }
  w.rule()
  w.down(16)
  w.text('Concepto', cols.desc, { size: 9, bold: true, color: MUTED })
  w.text('Cant.', cols.qty, { size: 9, bold: true, color: MUTED, right: true })
  w.text('Base', cols.net, { size: 9, bold: true, color: MUTED, right: true })
  w.text('Total (IVA incl.)', cols.total, { size: 9, bold: true, color: MUTED, right: true })
  w.down(8)
  w.rule()
  w.down(16)
  for (const line of input.lines) {
    const wrapped = w.wrap(line.description, 250)
    w.text(String(line.quantity), cols.qty, { right: true })
    w.text(euro(line.net, input.currency), cols.net, { right: true })
    w.text(euro(line.gross, input.currency), cols.total, { right: true })
    for (const part of wrapped) {
      w.text(part, cols.desc)
      w.down(13)
    }
    w.down(4)
  }
  w.rule()
  w.down(20)

  // Totals.
  const totals: Array<[string, string, boolean]> = [
    ['Base imponible', euro(input.net, input.currency), false],
    [`IVA ${formatRate(Math.round(input.rate * 100))}`, euro(input.tax, input.currency), false],
    ['Total', euro(input.total, input.currency), true],
  ]
  for (const [label, value, strong] of totals) {
    w.text(label, 420, { bold: strong, size: strong ? 12 : 10, right: true })
    w.text(value, right, { bold: strong, size: strong ? 12 : 10, right: true })
    w.down(strong ? 20 : 15)
  }
  if (input.note) {
    w.down(10)
    for (const line of w.wrap(input.note, right - MARGIN, 10, true)) {
      w.text(line, MARGIN, { bold: true })
      w.down(13)
    }
  }
  if (input.retained) {
    w.down(10)
    w.text(
      'Conservada por obligación legal: los demás datos del cliente se han suprimido a petición suya (RGPD, art. 17.3.b).',
      MARGIN,
      { size: 8, color: MUTED },
    )
  }

  w.y = MARGIN
  w.text(`${input.issuer.name} · NIF ${input.issuer.taxId} · ${input.issuer.registry}`, MARGIN, {
    size: 7,
    color: MUTED,
  })
  return doc.save()
}
