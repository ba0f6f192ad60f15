import { type PDFPage } from '@cantoo/pdf-lib'

import { fitText } from './lines'
import { COLORS, CONTENT_W, FOOTER, type Fonts, MARGIN_X, PAGE_W } from './page'
import { printable } from './text'

/**
 * The running footer of a page: a rule, then `left` and `right` on the first line (e.g. the document's
 * name and "Página 3 de 20"). The second line of the band is left free for the buyer's stamp (stamp.ts).
 */
export function drawFooter(page: PDFPage, fonts: Fonts, text: { left: string; right: string }): void {
  page.drawLine({
    start: { x: MARGIN_X, y: FOOTER.ruleY },
    end: { x: PAGE_W - MARGIN_X, y: FOOTER.ruleY },
    thickness: 0.5,
    color: COLORS.rule,
  })
  const right = printable(text.right, fonts.regular)
  const rightW = fonts.regular.widthOfTextAtSize(right, FOOTER.size)
  const left = fitText(text.left, fonts.regular, FOOTER.size, CONTENT_W - rightW - 24)
  const common = { y: FOOTER.firstBaseline, font: fonts.regular, size: FOOTER.size, color: COLORS.muted }
  if (left) page.drawText(left, { x: MARGIN_X, ...common })
  page.drawText(right, { x: PAGE_W - MARGIN_X - rightW, ...common })
}
