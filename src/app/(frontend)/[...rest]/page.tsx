import type { Metadata } from 'next'

import { redirectOrNotFound } from '@/readers/redirect-page'

/**
 * Unknown paths land here so that the 404 renders inside the site's layout (header, footer) — with two
 * root layouts (site and admin) there is no app-wide not-found page. A path an editor redirected
 * (collection `redirects`) answers 308 instead.
 */
export const metadata: Metadata = { title: 'Página no encontrada', robots: { index: false, follow: true } }

export default async function UnknownPath({ params }: { params: Promise<{ rest: string[] }> }) {
  return redirectOrNotFound(`/${(await params).rest.join('/')}`)
}
