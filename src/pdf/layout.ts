/**
 * Drawing primitives shared by every PDF the app writes (module guides, invoices, certificates), one
 * file per idea: the A4 page, palette and fonts (./page.ts), styled text runs wrapped into lines
 * (./lines.ts), a composer that flows lines and tables down pages (./composer.ts), and the footer band
 * (./footer.ts). Import them from here.
 *
 * Typical use:
 *   const doc = await PDFDocument.create()
 *   const fonts = await embedFonts(doc)
 *   const c = new Composer(doc, fonts)
 *   c.addPage()
 *   c.heading([{ text: 'Factura' }])
 *   c.paragraph([{ text: 'Importe: ' }, { text: '49,00 €', bold: true }])
 *   c.table({ header: [[{ text: 'Concepto' }], [{ text: 'Importe' }]], rows: [...], align: ['left', 'right'] })
 *   c.pages.forEach((page, i) => drawFooter(page, fonts, { left: 'Academia GEO', right: `Página ${i + 1}` }))
 */
export * from './composer'
export * from './footer'
export * from './lines'
export * from './page'
