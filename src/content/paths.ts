/**
 * Where each public document lives. No data access here: the Payload config (SEO preview URLs,
 * redirects) and the route list both import it.
 */

/** Static public pages and the `pages` document (slug) each one reads. */
export const STATIC_PAGES = [
  { path: '/', slug: 'home' },
  { path: '/curso', slug: 'curso' },
  { path: '/metodologia', slug: 'metodologia' },
  { path: '/casos', slug: 'casos' },
  { path: '/empresas', slug: 'empresas' },
  { path: '/glosario', slug: 'glosario' },
  { path: '/radar-ia', slug: 'radar-ia' },
  { path: '/contenido-ia', slug: 'contenido-ia' },
  { path: '/herramientas/comprobador', slug: 'comprobador' },
  { path: '/acerca-de', slug: 'acerca-de' },
  { path: '/acerca-de/equipo', slug: 'equipo' },
  { path: '/privacidad', slug: 'privacidad' },
  { path: '/terminos', slug: 'terminos' },
] as const

/** The public path of a document with this slug, or null when it has no page of its own. */
export function publicPath(collection: string, slug: unknown): string | null {
  if (typeof slug !== 'string' || !slug) return null
  switch (collection) {
    case 'modules':
      return `/curso/${slug}`
    case 'articles':
      return `/radar-ia/${slug}`
    case 'case-studies':
      return `/casos#${slug}`
    case 'pages':
      return STATIC_PAGES.find((p) => p.slug === slug)?.path ?? null
    default:
      return null
  }
}

/** Collections the admin's live preview shows on their public page (src/readers/preview.ts). */
export const PREVIEW_COLLECTIONS = ['modules', 'articles', 'pages'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

export const isPreviewCollection = (value: unknown): value is PreviewCollection =>
  PREVIEW_COLLECTIONS.includes(value as PreviewCollection)

/** Where the admin frames a document's draft: the staff-only entry that turns draft mode on. */
export const previewUrl = (collection: string, id: unknown) =>
  `/vista-previa?coleccion=${encodeURIComponent(collection)}&id=${encodeURIComponent(String(id ?? ''))}`
