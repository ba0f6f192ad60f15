import { describe, expect, it } from 'vitest'

import { markdownRouteFor, prefersMarkdown } from '@/content/negotiation'

describe('Accept: which clients get Markdown', () => {
  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html;q=0.9', true],
    ['text/html;q=0.5, text/markdown', true],
    ['text/markdown;q=0.5, text/html;q=0.5', true],
    ['text/markdown, */*', true],
    ['TEXT/MARKDOWN', true],
    ['text/html, text/markdown;q=0.5', false],
    ['text/markdown;q=0', false],
    ['text/markdown;q=0.4, text/*;q=0.9', false],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
    ['*/*', false],
    ['', false],
    [null, false],
  ])('%s → %s', (accept, expected) => {
    expect(prefersMarkdown(accept)).toBe(expected)
  })
})

describe('the twin route of a path', () => {
  it('pages map to /markdown…, private screens and files to nothing', () => {
    expect(markdownRouteFor('/')).toBe('/markdown')
    expect(markdownRouteFor('/radar-ia/geo-vs-seo-diferencias')).toBe('/markdown/radar-ia/geo-vs-seo-diferencias')
    expect(markdownRouteFor('/glosario/')).toBe('/markdown/glosario')
    expect(markdownRouteFor('/herramientas/comprobador')).toBe('/markdown/herramientas/comprobador')
    for (const path of [
      '/dashboard',
      '/cuenta/cerrar-sesion',
      '/checkout',
      '/api/x',
      '/llms.txt',
      '/curso/f3.md',
      '/herramientas/comprobador/r/x',
      '/miembros/curso/f3',
    ]) {
      expect(markdownRouteFor(path), path).toBeNull()
    }
  })
})
