import { expect, type Page } from '@playwright/test'

export type JsonLdNode = Record<string, any>

/** Every JSON-LD node of the page: each script's object, array or `@graph`, flattened (a page has at least one). */
export async function jsonLd(page: Page): Promise<JsonLdNode[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(scripts.length).toBeGreaterThan(0)
  return scripts.flatMap((text) => {
    const data = JSON.parse(text)
    return (Array.isArray(data) ? data : [data]).flatMap((d: JsonLdNode) => d['@graph'] ?? [d])
  })
}
