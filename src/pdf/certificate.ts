/**
 * The certificate of completion as PDF (A4 landscape, one page), drawn from the stored certificate with
 * the house fonts and palette (layout.ts), names printed as written (text.ts): rendering on demand always gives
 * the same document.
 */
import { PDFDocument, type PDFFont, type PDFPage } from '@cantoo/pdf-lib'

import { longDate } from '@/content/dates'

import { COLORS, embedFonts, fitText } from './layout'

export interface CertificatePdfInput {
  name: string
  programme: string
  hours: number
  issuedAt: string
  code: string
  verifyUrl: string
  issuer: string
  /** the evaluations' scores it states («Nota media …»; none on certificates issued before evaluations) */
  scores?: string | null
}

const W = 841.89
const H = 595.28

function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = COLORS.body) {
  const safe = fitText(text, font, size, W - 120)
  page.drawText(safe, { x: (W - font.widthOfTextAtSize(safe, size)) / 2, y, size, font, color })
}

export const hoursLabel = (hours: number) =>
  `${new Intl.NumberFormat('es-ES').format(hours)} ${hours === 1 ? 'hora' : 'horas'}`

export async function certificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(`Certificado de finalización · ${input.name}`)
  doc.setAuthor(input.issuer)
  doc.setLanguage('es-ES')
  const page = doc.addPage([W, H])
  const fonts = await embedFonts(doc)
  page.drawRectangle({ x: 24, y: 24, width: W - 48, height: H - 48, borderColor: COLORS.navy, borderWidth: 2 })
  page.drawRectangle({ x: 32, y: 32, width: W - 64, height: H - 64, borderColor: COLORS.rule, borderWidth: 0.75 })
  centred(page, input.issuer.toUpperCase(), H - 96, fonts.bold, 14, COLORS.accent)
  centred(page, 'Certificado de finalización', H - 150, fonts.bold, 34, COLORS.navy)
  centred(page, `${input.issuer} hace constar que`, H - 200, fonts.regular, 14)
  centred(page, input.name, H - 250, fonts.bold, 30, COLORS.navy)
  centred(page, 'ha completado la lectura de todas las secciones del programa', H - 295, fonts.regular, 14)
  centred(page, input.programme, H - 322, fonts.bold, 15)
  centred(page, `${hoursLabel(input.hours)} de contenido · ${longDate(input.issuedAt)}`, H - 352, fonts.regular, 13)
  if (input.scores) centred(page, `Evaluaciones aprobadas: ${input.scores}`, H - 380, fonts.regular, 12)
  centred(page, `Código de verificación: ${input.code}`, 130, fonts.mono, 11)
  centred(page, `Compruébalo en ${input.verifyUrl}`, 112, fonts.regular, 10, COLORS.muted)
  centred(
    page,
    `Certificado de finalización emitido por ${input.issuer}. No es una titulación oficial ni una acreditación académica.`,
    70,
    fonts.italic,
    9,
    COLORS.muted,
  )
  return doc.save()
}
