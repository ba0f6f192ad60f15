/**
 * `npx tsx src/dev/screenshots.ts [--base http://localhost:3000] /path …`: full-page screenshots of
 * pages at 390 px and 1280 px in Debian's Chromium, written to .data/screenshots/ to look at.
 */
import fs from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

const args = process.argv.slice(2)
const baseIndex = args.indexOf('--base')
const base = baseIndex >= 0 ? args.splice(baseIndex, 2)[1] : 'http://localhost:3000'
const paths = args.length ? args : ['/']
const outDir = path.resolve(import.meta.dirname, '../../.data/screenshots')
fs.mkdirSync(outDir, { recursive: true })

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
})
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'es-ES' })
  for (const p of paths) {
    const response = await page.goto(`${base}${p}`, { waitUntil: 'networkidle' })
    const file = path.join(outDir, `${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`)
    await page.screenshot({ path: file, fullPage: true })
    console.log(`${response?.status()} ${p} → ${path.relative(process.cwd(), file)}`)
  }
  await page.close()
}
await browser.close()
