import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

/**
 * Unknown paths land here so that the 404 renders inside the site's layout (header, footer) — with two
 * root layouts (site and admin) there is no app-wide not-found page.
 */
export const metadata: Metadata = { title: 'Página no encontrada', robots: { index: false, follow: true } }

export default function UnknownPath() {
  notFound()
}
