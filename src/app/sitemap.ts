import type { MetadataRoute } from 'next'

import { getPublicRoutes } from '@/readers/routes'
import { absoluteUrl } from '@/content/seo'

/** Every indexable public page from the CMS route list (noindex pages are left out). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return (await getPublicRoutes())
    .filter((route) => !route.noindex)
    .map((route) => ({
      url: absoluteUrl(route.path),
      lastModified: route.updatedAt,
      changeFrequency: route.kind === 'article' ? 'monthly' : 'weekly',
      priority: route.path === '/' ? 1 : route.kind === 'page' ? 0.8 : 0.6,
    }))
}
