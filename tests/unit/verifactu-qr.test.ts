/**
 * The VERI*FACTU QR code (issue 26): its URL as the agency's specification writes it, and on the
 * invoice PDF, read back the way a phone would (rasterised with pdftoppm, decoded with jsQR).
 */
import { describe, expect, it } from 'vitest'

import { renderInvoicePdf } from '@/invoicing/invoice-pdf'
import { invoiceQrUrlFrom, qrInvoiceOf, verificationUrl } from '@/verifactu/qr'

import { decodePdfQr } from '../support/qr-decode'
import { extractPdfText } from '../support/pdf-text'

describe('the verification URL', () => {
  it('matches the agency\'s example, with the parameters URL-encoded', () => {
    expect(verificationUrl({ nif: '89890001K', number: '12345678&G33', date: '01-01-2024', total: 24140 }, 'test')).toBe(
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.40',
    )
  })
  it('points at production when the settings say so; negative totals of rectifying invoices keep their sign', () => {
    expect(verificationUrl({ nif: 'B87654323', number: '2026-R-000001', date: '25-11-2026', total: -400 }, 'production')).toBe(
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B87654323&numserie=2026-R-000001&fecha=25-11-2026&importe=-4.00',
    )
  })
  it('takes the invoice\'s values as its record has them (issue day in Spain)', () => {
    expect(qrInvoiceOf({ issuer: { taxId: 'b87654323' }, number: '2027-A-000001', issuedAt: '2026-12-31T23:30:00.000Z', total: 1000 })).toEqual({
      nif: 'B87654323',
      number: '2027-A-000001',
      date: '01-01-2027',
      total: 1000,
    })
  })
})

describe('an issued invoice\'s QR', () => {
  const invoice = { issuer: { taxId: 'B87654323' }, number: '2026-A-000042', issuedAt: '2026-11-25T22:30:00.000Z', total: 1000 }
  it('is the one its record fixed at issue, whatever the environment is set to now', () => {
    const stored = 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B87654323&numserie=2026-A-000042&fecha=25-11-2026&importe=10.00'
    expect(invoiceQrUrlFrom({ qrUrl: stored }, invoice, 'production')).toBe(stored)
  })
  it('is computed from the environment only for an invoice whose record has none', () => {
    expect(invoiceQrUrlFrom({ qrUrl: null }, invoice, 'production')).toBe(verificationUrl(qrInvoiceOf(invoice), 'production'))
    expect(invoiceQrUrlFrom(null, invoice, 'test')).toBe(verificationUrl(qrInvoiceOf(invoice), 'test'))
  })
})

describe('the QR on the invoice PDF', () => {
  it('decodes to the verification URL, is 30–40 mm wide, with «QR tributario:» above and the VERI*FACTU legend below', async () => {
    const url = verificationUrl({ nif: 'B87654323', number: '2026-A-000042', date: '25-11-2026', total: 1000 }, 'test')
    const pdf = await renderInvoicePdf({
      number: '2026-A-000042',
      kind: 'invoice',
      issuedAt: '2026-11-25T22:30:00.000Z',
      issuer: { name: 'Academia GEO Formación, S.L.', taxId: 'B87654323', address: 'Calle de Alcalá, 123, 28009 Madrid', registry: 'Registro Mercantil de Madrid', email: 'soporte@example.com' },
      buyer: { name: null, email: 'ana@example.com', taxIdType: null, taxId: null, country: 'ES' },
      lines: [{ description: 'Módulo F2', quantity: 1, gross: 1000, net: 826, tax: 174 }],
      net: 826,
      tax: 174,
      total: 1000,
      rate: 21,
      currency: 'eur',
      qrUrl: url,
    })
    const qr = decodePdfQr(pdf)
    expect(qr?.text).toBe(url)
    expect(qr!.widthMm).toBeGreaterThanOrEqual(30)
    expect(qr!.widthMm).toBeLessThanOrEqual(40)
    const text = await extractPdfText(pdf)
    expect(text.indexOf('QR tributario:')).toBeGreaterThanOrEqual(0)
    expect(text.indexOf('QR tributario:')).toBeLessThan(text.indexOf('VERI*FACTU'))
    expect(text).toContain('Factura verificable en la sede electrónica de la AEAT')
  }, 30_000)
})
