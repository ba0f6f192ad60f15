import Link from 'next/link'

import { contactAddresses } from '@/content/contacts'
import { getNavigation, getSiteSettings } from '@/readers/queries'
import { legalLine } from '@/content/legal-identity'

const FIRST_YEAR = 2024

export async function Footer() {
  const [navigation, settings] = await Promise.all([getNavigation(), getSiteSettings()])
  const year = new Date().getFullYear()
  const ai = navigation.aiSection
  return (
    <footer className="mt-24 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-slate-900">{settings.siteName}</p>
          {settings.tagline && <p className="mt-2 text-sm text-slate-600">{settings.tagline}</p>}
        </div>
        {(navigation.footerColumns ?? []).map((column) => (
          <div key={column.id ?? column.title}>
            <h2 className="text-sm font-semibold text-slate-900">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {(column.links ?? []).map((link) => (
                <li key={link.href}>
                  {link.href.startsWith('/') ? (
                    <Link href={link.href} className="text-slate-600 hover:text-blue-800 hover:underline">
                      {link.label}
                    </Link>
                  ) : (
                    <a href={link.href} className="text-slate-600 hover:text-blue-800 hover:underline">
                      {link.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {ai?.title && (
        <div className="border-t border-slate-200">
          <div className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-600" data-testid="footer-ai">
            <h2 className="font-semibold text-slate-900">{ai.title}</h2>
            {ai.text && <p className="mt-1">{ai.text}</p>}
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              {(ai.links ?? []).map((link) => (
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
          © {FIRST_YEAR}–{year} {settings.siteName}. Contenido bajo licencia{' '}
          {settings.licenceUrl ? (
            <a href={settings.licenceUrl} className="underline" rel="license">
              {settings.licence}
            </a>
          ) : (
            settings.licence
          )}
          . Contacto:{' '}
          <a href={`mailto:${contactAddresses(settings).contact}`} className="underline">
            {contactAddresses(settings).contact}
          </a>
        </p>
        {legalLine(settings) && (
          <p className="mx-auto max-w-6xl px-4 pb-6 text-xs text-slate-600" data-testid="footer-legal">
            {legalLine(settings)} ·{' '}
            <Link href="/declaracion-responsable" className="underline">
              Sistema de facturación VERI*FACTU
            </Link>
          </p>
        )}
      </div>
    </footer>
  )
}
