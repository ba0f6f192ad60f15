/**
 * Every name printed as written (issue 34): invoices, rectifying invoices, certificates, FUNDAE evidence and
 * stamped guides draw Latin Extended, Greek and Cyrillic exactly; what the house fonts cannot draw is printed
 * as a visible «□» and named in the log, never dropped. Text is read back twice: with the suite's extractor and
 * with poppler's pdftotext, as a reader would copy it.
 */

import { afterEach, describe, expect, it, vi } from 'vitest'

import { markdownToLexical } from '@/content/richtext'
import { renderInvoicePdf, type InvoicePdfInput } from '@/invoicing/invoice-pdf'
import { certificatePdf } from '@/pdf/certificate'
import { fundaePdf } from '@/pdf/fundae'
import { renderGuidePdf } from '@/pdf/guide'
import { stampPdf } from '@/pdf/stamp'

import { extractPdfText, popplerText, squashText } from '../support/pdf-text'

const NAMES = ['Łukasz Żółć', 'Дмитрий Иванов', 'Νίκος Παπαδόπουλος']

async function expectPrinted(pdf: Uint8Array, ...texts: string[]) {
  const ours = squashText(await extractPdfText(pdf))
  const poppler = popplerText(pdf)
  for (const t of texts) {
    expect(ours).toContain(t)
    expect(poppler).toContain(t)
  }
}

const invoice = (buyer: string, extra: Partial<InvoicePdfInput> = {}): InvoicePdfInput => ({
  number: '2026-A-000042',
  kind: 'invoice',
  issuedAt: '2026-11-25T10:30:00.000Z',
  issuer: {
    name: 'Academia GEO Formación, S.L.',
    taxId: 'B87654323',
    address: 'Calle de Alcalá, 123, 28009 Madrid',
    registry: 'Registro Mercantil de Madrid',
    email: 'soporte@example.com',
  },
  buyer: {
    name: buyer,
    email: 'cliente@example.com',
    taxIdType: null,
    taxId: null,
    country: 'PL',
    address: `ul. Świętokrzyska 12, 00-916 Warszawa`,
  },
  lines: [{ description: `Módulo F2 · ${buyer}`, quantity: 1, gross: 1000, net: 813, tax: 187 }],
  net: 813,
  tax: 187,
  total: 1000,
  rate: 23,
  currency: 'eur',
  qrUrl:
    'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B87654323&numserie=2026-A-000042&fecha=25-11-2026&importe=10.00',
  ...extra,
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('names in Latin Extended, Cyrillic and Greek', () => {
  for (const name of NAMES) {
    it(`an invoice and its rectifying invoice name «${name}» exactly`, async () => {
      await expectPrinted(await renderInvoicePdf(invoice(name)), name, 'ul. Świętokrzyska 12', `Módulo F2 · ${name}`)
      const rectifying = invoice(name, {
        kind: 'rectifying',
        number: '2026-R-000001',
        rectifiesNumber: '2026-A-000042',
        net: -813,
        tax: -187,
        total: -1000,
      })
      await expectPrinted(await renderInvoicePdf(rectifying), 'FACTURA RECTIFICATIVA', name)
    })

    it(`a certificate names «${name}» exactly`, async () => {
      const pdf = await certificatePdf({
        name,
        programme: `Programa de ${name}`,
        hours: 12,
        issuedAt: '2026-11-25T10:30:00.000Z',
        code: 'ABCD-1234',
        verifyUrl: 'https://example.com/certificados/ABCD-1234',
        issuer: 'Academia GEO',
      })
      await expectPrinted(pdf, name, `Programa de ${name}`)
    })
  }

  it('a stamped guide prints its content and the buyer’s address as written', async () => {
    const guide = await renderGuidePdf({
      module: {
        code: 'F1',
        title: `Fundamentos con ${NAMES[0]}`,
        description: NAMES.join(' · '),
        previewSections: [
          { title: `Casos de ${NAMES[2]}`, body: markdownToLexical(`Entrevista a ${NAMES[1]} y a **${NAMES[2]}**.`) },
        ],
        premiumSections: [],
      },
      siteName: 'Academia GEO',
      updatedAt: new Date('2026-11-25T00:00:00Z'),
    })
    const stamped = await stampPdf(guide, 'дмитрий.иванов@пример.рф')
    await expectPrinted(
      stamped,
      `Fundamentos con ${NAMES[0]}`,
      NAMES.join(' · '),
      `Casos de ${NAMES[2]}`,
      `Entrevista a ${NAMES[1]} y a ${NAMES[2]}.`,
      'Licencia personal de дмитрий.иванов@пример.рф · No redistribuir',
    )
  })

  it('FUNDAE evidence prints the company and the people as written', async () => {
    const pdf = await fundaePdf({
      issuer: 'Academia GEO',
      company: `Żółć i Synowie Sp. z o.o.`,
      period: 'noviembre de 2026',
      generatedAt: '25/11/2026',
      note: 'Tiempo de lectura registrado.',
      people: [
        {
          email: 'nikos@example.gr',
          facts: [
            ['Nombre', NAMES[2]!],
            ['Responsable', NAMES[1]!],
          ],
          sections: {
            header: ['Fecha', 'Sección', 'Minutos', 'Estado'],
            rows: [['25/11', `Caso ${NAMES[0]}`, '12', 'Completada']],
          },
        },
      ],
    })
    await expectPrinted(
      pdf,
      'Żółć i Synowie Sp. z o.o.',
      `Nombre: ${NAMES[2]}`,
      `Responsable: ${NAMES[1]}`,
      `Caso ${NAMES[0]}`,
    )
  })
})

describe('what the fonts cannot draw', () => {
  it('is printed as a visible «□» in its place and named in the log, the rest of the name intact', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const pdf = await renderInvoicePdf(invoice('Ana 😀 Łódź 漢字'))
    await expectPrinted(pdf, 'Ana □ Łódź □□')
    const logged = warn.mock.calls.map((call) => call.join(' ')).join('\n')
    expect(logged).toMatch(/U\+1F600/)
    expect(logged).toMatch(/U\+6F22/)
    expect(logged).toMatch(/U\+5B57/)
  })

  it('keeps a letter the font has no precomposed glyph for as its letter and accent', async () => {
    // «ṩ» (s with dots below and above) has no glyph of its own: it is drawn as s + combining marks.
    const pdf = await renderInvoicePdf(invoice('Maṩa Nguyễn'))
    await expectPrinted(pdf, 'Maṩa Nguyễn')
  })
})
