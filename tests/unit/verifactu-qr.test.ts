/**
 * The VERI*FACTU QR code (issue 26): its URL as the agency's specification writes it, and on the
 * invoice PDF, read back the way a phone would (rasterised with pdftoppm, decoded with jsQR).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { renderInvoicePdf } from '@/invoicing/invoice-pdf'
import { invoiceQrUrlFrom, qrInvoiceOf, verificationUrl } from '@/verifactu/qr'

import { decodePdfQr, pdfQrQuietZoneMm } from '../support/qr-decode'
import { extractPdfText } from '../support/pdf-text'

describe('the verification URL', () => {
  it("matches the agency's example, with the parameters URL-encoded", () => {
    expect(
      verificationUrl({ nif: '89890001K', number: '12345678&G33', date: '01-01-2024', total: 24140 }, 'test'),
    ).toBe(
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.40',
    )
  })
  it('points at production when the settings say so; negative totals of rectifying invoices keep their sign', () => {
    expect(
      verificationUrl({ nif: 'B87654323', number: '2026-R-000001', date: '25-11-2026', total: -400 }, 'production'),
    ).toBe(
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B87654323&numserie=2026-R-000001&fecha=25-11-2026&importe=-4.00',
    )
  })
  it("takes the invoice's values as its record has them (issue day in Spain)", () => {
    expect(
      qrInvoiceOf({
        issuer: { taxId: 'b87654323' },
        number: '2027-A-000001',
        issuedAt: '2026-12-31T23:30:00.000Z',
        total: 1000,
      }),
    ).toEqual({
      nif: 'B87654323',
      number: '2027-A-000001',
      date: '01-01-2027',
      total: 1000,
    })
  })
})

/** Each word of the first page with its height in points (pdftotext's boxes: ascent to descent, proportional to the font size). */
function wordHeights(pdf: Uint8Array): Array<{ word: string; height: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-words-'))
  try {
    fs.writeFileSync(path.join(dir, 'invoice.pdf'), pdf)
    const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', path.join(dir, 'invoice.pdf'), '-'], {
      encoding: 'utf8',
    })
    return [...html.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(
      (m) => ({
        word: m[3],
        height: Number(m[2]) - Number(m[1]),
      }),
    )
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const pdfInput = (qrUrl: string) => ({
  number: '2026-A-000042',
  kind: 'invoice' as const,
  issuedAt: '2026-11-25T22:30:00.000Z',
  issuer: {
    name: 'Academia GEO Formación, S.L.',
    taxId: 'B87654323',
    address: 'Calle de Alcalá, 123, 28009 Madrid',
    registry: 'Registro Mercantil de Madrid',
    email: 'soporte@example.com',
  },
  buyer: { name: null, email: 'ana@example.com', taxIdType: null, taxId: null, country: 'ES' },
  lines: [{ description: 'Módulo F2', quantity: 1, gross: 1000, net: 826, tax: 174 }],
  net: 826,
  tax: 174,
  total: 1000,
  rate: 21,
  currency: 'eur',
  qrUrl,
})

describe("an issued invoice's QR", () => {
  const invoice = {
    issuer: { taxId: 'B87654323' },
    number: '2026-A-000042',
    issuedAt: '2026-11-25T22:30:00.000Z',
    total: 1000,
  }
  it('is the one its record fixed at issue, whatever the environment is set to now', () => {
    const stored =
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B87654323&numserie=2026-A-000042&fecha=25-11-2026&importe=10.00'
    expect(invoiceQrUrlFrom({ qrUrl: stored }, invoice, 'production')).toBe(stored)
  })
  it('is computed from the environment only for an invoice whose record has none', () => {
    expect(invoiceQrUrlFrom({ qrUrl: null }, invoice, 'production')).toBe(
      verificationUrl(qrInvoiceOf(invoice), 'production'),
    )
    expect(invoiceQrUrlFrom(null, invoice, 'test')).toBe(verificationUrl(qrInvoiceOf(invoice), 'test'))
  })
})

describe('the QR on the invoice PDF', () => {
  const url = verificationUrl({ nif: 'B87654323', number: '2026-A-000042', date: '25-11-2026', total: 1000 }, 'test')

  it('keeps the recommended 6 mm blank on all four sides of the code (at least 2 mm, QR specification §3)', async () => {
    const quiet = pdfQrQuietZoneMm(await renderInvoicePdf(pdfInput(url)))
    expect(quiet).not.toBeNull()
    expect(quiet!).toBeGreaterThanOrEqual(5.8) // 6 mm, less a pixel or two of rasterising at 300 dpi
  }, 30_000)

  it("prints «QR tributario:» and the legend at least as large as the rest of the invoice's data", async () => {
    const words = wordHeights(await renderInvoicePdf(pdfInput(url)))
    const qrText = new Set([
      'QR',
      'tributario:',
      'VERI*FACTU',
      'Factura',
      'verificable',
      'en',
      'la',
      'sede',
      'electrónica',
      'de',
      'AEAT',
    ])
    const at = (word: string) => words.filter((w) => w.word === word).map((w) => w.height)
    // The QR's words are the first on the page; the rest is the invoice (its title, FACTURA, is a heading).
    const first = words.findIndex((w) => w.word === 'FACTURA')
    const qrWords = words.slice(0, first).filter((w) => qrText.has(w.word))
    const data = words.slice(first + 1)
    expect(at('tributario:').length).toBe(1)
    expect(qrWords.length).toBe(12)
    const largestData = Math.max(...data.map((w) => w.height))
    for (const w of qrWords) expect(w.height, w.word).toBeGreaterThanOrEqual(largestData - 0.01)
  }, 30_000)

  it('decodes to the verification URL, is 30–40 mm wide, with «QR tributario:» above and the VERI*FACTU legend below', async () => {
    const pdf = await renderInvoicePdf(pdfInput(url))
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
