/**
 * What every browser journey does on a page it has reached: checks it with axe (WCAG 2.1 A and AA) and
 * leaves a screenshot at the phone's and the desktop's width in `.data/screenshots/`, to be opened.
 */
import fs from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

export const SCREENSHOTS = path.resolve('.data/screenshots')
export const WIDTHS = [1280, 390] as const
const viewport = (width: number) => ({ width, height: width === 390 ? 844 : 900 })

export interface Shot {
  /** One part of the page (its test id): axe checks it and the screenshot frames it. Else the whole page. */
  part?: string
  /** What axe checks: `main` (the default for a whole page), the part (the default with one), the whole page, or nothing. */
  axe?: 'main' | 'part' | 'page' | false
}

/** axe finds nothing on what the shot names. */
export async function expectAccessible(page: Page, label: string, { part, axe = part ? 'part' : 'main' }: Shot = {}) {
  if (axe === false) return
  const builder = new AxeBuilder({ page })
  const scoped =
    axe === 'main' ? builder.include('main') : axe === 'part' ? builder.include(`[data-testid="${part}"]`) : builder
  const result = await scoped.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    label,
  ).toEqual([])
}

/** axe, then the screenshot `<name>-<width>.png`, at the viewport the page has now. */
export async function shootAt(page: Page, name: string, width: number, shot: Shot = {}) {
  await expectAccessible(page, `${name} at ${width} px`, shot)
  fs.mkdirSync(SCREENSHOTS, { recursive: true })
  const file = path.join(SCREENSHOTS, `${name}-${width}.png`)
  if (shot.part) {
    const part = page.getByTestId(shot.part).first()
    await part.scrollIntoViewIfNeeded()
    // the sticky header would cover the top of the part
    await part.screenshot({ path: file, style: 'header { visibility: hidden }' })
  } else {
    // the sticky header would repeat down a full-page screenshot
    await page.screenshot({ path: file, fullPage: true, style: 'header { position: static !important }' })
  }
}

/** axe and a screenshot at each width, then the page back at the desktop's. */
export async function shoot(page: Page, name: string, shot: Shot = {}) {
  for (const width of WIDTHS) {
    await page.setViewportSize(viewport(width))
    await shootAt(page, name, width, shot)
  }
  await page.setViewportSize(viewport(1280))
}
