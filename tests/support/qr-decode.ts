import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import jsQR from 'jsqr'
import { PNG } from 'pngjs'

const DPI = 200

/**
 * Rasterises the top of the first page of a PDF with `pdftoppm` and decodes the first QR code on it with jsQR:
 * its text and its printed width in millimetres (from the finder patterns' corners).
 */
export function decodePdfQr(pdf: Uint8Array): { text: string; widthMm: number } | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-qr-'))
  try {
    fs.writeFileSync(path.join(dir, 'invoice.pdf'), pdf)
    // The code sits at the top of the first page: the upper third is enough (and keeps jsQR quick).
    const args = ['-png', '-r', String(DPI), '-f', '1', '-l', '1', '-x', '0', '-y', '0', '-W', String(Math.round(8.27 * DPI)), '-H', String(Math.round(3.9 * DPI))]
    execFileSync('pdftoppm', [...args, '-singlefile', path.join(dir, 'invoice.pdf'), path.join(dir, 'page')])
    const png = PNG.sync.read(fs.readFileSync(path.join(dir, 'page.png')))
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
    if (!code) return null
    const { topLeftCorner, topRightCorner } = code.location
    const px = Math.hypot(topRightCorner.x - topLeftCorner.x, topRightCorner.y - topLeftCorner.y)
    return { text: code.data, widthMm: (px / DPI) * 25.4 }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
