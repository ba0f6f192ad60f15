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
    const args = [
      '-png',
      '-r',
      String(DPI),
      '-f',
      '1',
      '-l',
      '1',
      '-x',
      '0',
      '-y',
      '0',
      '-W',
      String(Math.round(8.27 * DPI)),
      '-H',
      String(Math.round(3.9 * DPI)),
    ]
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

/**
 * The blank band around the QR code on the first page, in millimetres: from the code's edges (jsQR's corners,
 * grown by the code's own pixels within 0.5 mm of them) to the nearest other ink, on any side (rasterised at
 * 300 dpi; ink further than `within` mm away is not looked for).
 */
export function pdfQrQuietZoneMm(pdf: Uint8Array, within = 15): number | null {
  const dpi = 300
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-qr-'))
  try {
    fs.writeFileSync(path.join(dir, 'invoice.pdf'), pdf)
    const args = [
      '-png',
      '-r',
      String(dpi),
      '-f',
      '1',
      '-l',
      '1',
      '-x',
      '0',
      '-y',
      '0',
      '-W',
      String(Math.round(8.27 * dpi)),
      '-H',
      String(Math.round(3.9 * dpi)),
    ]
    execFileSync('pdftoppm', [...args, '-singlefile', path.join(dir, 'invoice.pdf'), path.join(dir, 'page')])
    const png = PNG.sync.read(fs.readFileSync(path.join(dir, 'page.png')))
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
    if (!code) return null
    const corners = [
      code.location.topLeftCorner,
      code.location.topRightCorner,
      code.location.bottomLeftCorner,
      code.location.bottomRightCorner,
    ]
    const box = {
      left: Math.min(...corners.map((c) => c.x)),
      right: Math.max(...corners.map((c) => c.x)),
      top: Math.min(...corners.map((c) => c.y)),
      bottom: Math.max(...corners.map((c) => c.y)),
    }
    const px = (mm: number) => (mm / 25.4) * dpi
    const dark = (x: number, y: number) => {
      const i = (y * png.width + x) * 4
      return png.data[i] + png.data[i + 1] + png.data[i + 2] < 3 * 128
    }
    const distance = (x: number, y: number) => Math.max(box.left - x, x - box.right, box.top - y, y - box.bottom, 0)
    const range = (from: number, to: number) =>
      Array.from({ length: Math.max(0, Math.floor(to) - Math.ceil(from) + 1) }, (_, i) => Math.ceil(from) + i)
    const around = (reach: number) => {
      const xs = range(Math.max(0, box.left - reach), Math.min(png.width - 1, box.right + reach))
      const ys = range(Math.max(0, box.top - reach), Math.min(png.height - 1, box.bottom + reach))
      return ys.flatMap((y) => xs.filter((x) => distance(x, y) > 0 && dark(x, y)).map((x) => ({ x, y })))
    }
    // The code's own edge pixels (anti-aliasing, rounding of the corners) belong to it.
    for (const p of around(px(0.5))) {
      box.left = Math.min(box.left, p.x)
      box.right = Math.max(box.right, p.x)
      box.top = Math.min(box.top, p.y)
      box.bottom = Math.max(box.bottom, p.y)
    }
    const nearest = around(px(within)).reduce((min, p) => Math.min(min, distance(p.x, p.y)), px(within))
    return (nearest / dpi) * 25.4
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
