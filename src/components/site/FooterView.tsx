'use client'

import Link from 'next/link'

export interface FooterLink {
  label: string
  href: string
}

export interface FooterData {
  site: {
    name: string
    tagline: string | null
    years: string
    licence: string
    licenceUrl: string | null
    contact: string
    legal: string
  }
  columns: { title: string; links: FooterLink[] }[]
  ai: { title: string; text: string | null; links: FooterLink[] } | null
}

/**
 * The footer's markup. A client component fed only the footer's words and links: every page's inline RSC
 * data then carries those (a few hundred bytes) instead of the whole rendered tree; the HTML is the same.
 */
export function FooterView({ site, columns, ai }: FooterData) {
  return (
    <footer className="mt-24 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-slate-900">{site.name}</p>
          {site.tagline && <p className="mt-2 text-sm text-slate-600">{site.tagline}</p>}
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold text-slate-900">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  {link.href.startsWith('/') ? (
                    <Link href={link.href} className="foot-link">
                      {link.label}
                    </Link>
                  ) : (
                    <a href={link.href} className="foot-link">
                      {link.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {ai && (
        <div className="border-t border-slate-200">
          <div className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-600" data-testid="footer-ai">
            <h2 className="font-semibold text-slate-900">{ai.title}</h2>
            {ai.text && <p className="mt-1">{ai.text}</p>}
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              {ai.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="font-mono text-blue-800 hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-slate-600">
          © {site.years} {site.name}. Contenido bajo licencia{' '}
          {site.licenceUrl ? (
            <a href={site.licenceUrl} className="underline" rel="license">
              {site.licence}
            </a>
          ) : (
            site.licence
          )}
          . Contacto:{' '}
          <a href={`mailto:${site.contact}`} className="underline">
            {site.contact}
          </a>
        </p>
        {site.legal && (
          <p className="mx-auto max-w-6xl px-4 pb-6 text-xs text-slate-600" data-testid="footer-legal">
            {site.legal} ·{' '}
            <Link href="/declaracion-responsable" className="underline">
              Sistema de facturación VERI*FACTU
            </Link>
          </p>
        )}
      </div>
    </footer>
  )
}
