/**
 * Personalises a PDF for one buyer: draws a small grey licence line
 * ("Licencia personal de {email} · {siteName} · No redistribuir") centred in
 * the top margin of every page, away from the footer with the page numbers.
 */
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, degrees, rgb } from 'pdf-lib'
import { toWinAnsi } from './pdf-guide'

export interface StampOptions {
  /** Defaults to the PDF's Author metadata (renderGuidePdf sets it to the site name). */
  siteName?: string
}

const STAMP_SIZE = 7.5
const STAMP_MIN_SIZE = 5
const STAMP_FROM_TOP = 30 // baseline distance from the visible top edge
const STAMP_SIDE_MARGIN = 36
const STAMP_COLOR = rgb(0.5, 0.52, 0.56)

function clean(text: string): string {
  return toWinAnsi(text).replace(/ {2,}/g, ' ').trim()
}

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
  // Width of the page edge that is "top" once the viewer applies /Rotate.
  const sideways = rotation === 90 || rotation === 270
  const visibleWidth = sideways ? box.height : box.width
  const { text, size } = chooseStamp(variants, font, visibleWidth - 2 * STAMP_SIDE_MARGIN)
  const w = font.widthOfTextAtSize(text, size)
  const common = { font, size, color: STAMP_COLOR }
  switch (rotation) {
    case 90: // viewer turns the page clockwise: the left edge is on top
      page.drawText(text, { ...common, x: box.x + STAMP_FROM_TOP, y: box.y + (box.height - w) / 2, rotate: degrees(90) })
      break
    case 180:
      page.drawText(text, {
        ...common,
        x: box.x + (box.width + w) / 2,
        y: box.y + STAMP_FROM_TOP,
        rotate: degrees(180),
      })
      break
    case 270:
      page.drawText(text, {
        ...common,
        x: box.x + box.width - STAMP_FROM_TOP,
        y: box.y + (box.height + w) / 2,
        rotate: degrees(270),
      })
      break
    default:
      page.drawText(text, { ...common, x: box.x + (box.width - w) / 2, y: box.y + box.height - STAMP_FROM_TOP })
  }
}

export async function stampPdf(pdf: Uint8Array, email: string, opts: StampOptions = {}): Promise<Uint8Array> {
  if (!(pdf instanceof Uint8Array) || pdf.length === 0) {
    throw new Error('stampPdf: expected the PDF as a non-empty Uint8Array')
  }
  if (!hasPdfHeader(pdf)) throw new Error('stampPdf: input is not a PDF (missing %PDF- header)')
  const who = clean(email ?? '')
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

  const site = clean(opts.siteName ?? doc.getAuthor() ?? '')
  const licence = `Licencia personal de ${who}`
  const variants = [
    [licence, site, 'No redistribuir'].filter(Boolean).join(' \u00b7 '),
    `${licence} \u00b7 No redistribuir`,
    licence,
    who,
  ]
  const font = doc.embedStandardFont(StandardFonts.Helvetica)
  for (const page of pages) stampPage(page, variants, font)
  return doc.save({ useObjectStreams: false })
}
