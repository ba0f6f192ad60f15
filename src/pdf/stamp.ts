/**
 * Personalises a PDF for one buyer at download time: draws the personal licence with the buyer's
 * e-mail ("Licencia personal de {email} · No redistribuir", worded in licence.ts) centred on the
 * second line of the footer band of every page, under the running footer with the page numbers.
 * Works on any PDF (rotated pages included): the line goes along the edge the reader sees at the bottom.
 */
import { PDFDocument, type PDFFont, type PDFPage, degrees } from '@cantoo/pdf-lib'

import { COLORS, FOOTER, MARGIN_X, embedFace } from './layout'
import { personalLicence } from './licence'
import { oneLine, printable } from './text'

const STAMP_SIZE = FOOTER.size
const STAMP_MIN_SIZE = 5
const STAMP_FROM_BOTTOM = FOOTER.secondBaseline // baseline distance from the visible bottom edge
const STAMP_SIDE_MARGIN = MARGIN_X

function hasPdfHeader(bytes: Uint8Array): boolean {
  // The spec allows a few junk bytes before the header; readers look in the first 1 KiB.
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1')
  return head.includes('%PDF-')
}

/** Picks the longest variant of the stamp that fits `maxWidth`, shrinking the font if needed. */
function chooseStamp(variants: string[], font: PDFFont, maxWidth: number): { text: string; size: number } {
  for (const text of variants) {
    for (let size = STAMP_SIZE; size >= STAMP_MIN_SIZE - 1e-9; size -= 0.5) {
      if (font.widthOfTextAtSize(text, size) <= maxWidth) return { text, size }
    }
  }
  const text = variants[variants.length - 1]!
  return { text, size: Math.max(2, (STAMP_MIN_SIZE * maxWidth) / font.widthOfTextAtSize(text, STAMP_MIN_SIZE)) }
}

function stampPage(page: PDFPage, variants: string[], font: PDFFont): void {
  const box = page.getCropBox()
  const rotation = ((page.getRotation().angle % 360) + 360) % 360
  // Width of the page edge that is "bottom" once the viewer applies /Rotate.
  const sideways = rotation === 90 || rotation === 270
  const visibleWidth = sideways ? box.height : box.width
  const { text, size } = chooseStamp(variants, font, visibleWidth - 2 * STAMP_SIDE_MARGIN)
  const w = font.widthOfTextAtSize(text, size)
  const common = { font, size, color: COLORS.muted }
  const d = STAMP_FROM_BOTTOM
  switch (rotation) {
    case 90: // viewer turns the page clockwise: the right edge is at the bottom
      page.drawText(text, { ...common, x: box.x + box.width - d, y: box.y + (box.height - w) / 2, rotate: degrees(90) })
      break
    case 180: // the top edge is at the bottom
      page.drawText(text, {
        ...common,
        x: box.x + (box.width + w) / 2,
        y: box.y + box.height - d,
        rotate: degrees(180),
      })
      break
    case 270: // the left edge is at the bottom
      page.drawText(text, { ...common, x: box.x + d, y: box.y + (box.height + w) / 2, rotate: degrees(270) })
      break
    default:
      page.drawText(text, { ...common, x: box.x + (box.width - w) / 2, y: box.y + d })
  }
}

export async function stampPdf(pdf: Uint8Array, email: string): Promise<Uint8Array> {
  if (!(pdf instanceof Uint8Array) || pdf.length === 0) {
    throw new Error('stampPdf: expected the PDF as a non-empty Uint8Array')
  }
  if (!hasPdfHeader(pdf)) throw new Error('stampPdf: input is not a PDF (missing %PDF- header)')
  const who = oneLine(email ?? '')
  if (!who) throw new Error('stampPdf: an email address is required')

  let doc: PDFDocument
  try {
    doc = await PDFDocument.load(pdf, { updateMetadata: false, throwOnInvalidObject: true })
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err)
    throw new Error(`stampPdf: input is not a valid PDF (${reason})`, { cause: err })
  }
  let pages: PDFPage[]
  try {
    pages = doc.getPages()
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err)
    throw new Error(`stampPdf: input is not a valid PDF (${reason})`, { cause: err })
  }
  if (!pages.length) throw new Error('stampPdf: input is not a valid PDF (no pages)')

  const font = await embedFace(doc, 'regular')
  const variants = [personalLicence(who), `Licencia personal de ${who}`, who].map((text) => printable(text, font))
  for (const page of pages) stampPage(page, variants, font)
  return doc.save({ useObjectStreams: false })
}
