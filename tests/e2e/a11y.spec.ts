import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

/** axe-core on every route, desktop and mobile width: no WCAG 2.1 A/AA violations. */
const ROUTES = [
  '/',
  '/curso',
  '/curso/f0',
  '/curso/f1',
  '/curso/f2',
  '/curso/f3',
  '/curso/f4',
  '/curso/f5',
  '/curso/f6',
  '/metodologia',
  '/casos',
  '/empresas',
  '/glosario',
  '/radar-ia',
  '/radar-ia/que-significa-ser-citado-por-ia',
  '/radar-ia/geo-vs-seo-diferencias',
  '/contenido-ia',
  '/herramientas/comprobador',
  '/acerca-de',
  '/acerca-de/equipo',
  '/privacidad',
  '/terminos',
  '/checkout',
  '/auth',
  '/dashboard',
  '/guest-access/recuperar',
  '/avisos/baja',
  '/success',
  '/no-existe-esta-pagina',
]

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })
    for (const route of ROUTES) {
      test(`axe: ${route}`, async ({ page }) => {
        await page.goto(route)
        await page.waitForLoadState('networkidle')
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
        const summary = results.violations.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
        )
        expect(summary).toEqual([])
      })
    }
  })
}
