import Link from 'next/link'

import { linkLabel } from '@/content/labels'
import { getModules, getNavigation, getSiteSettings } from '@/readers/queries'

import { AccountMenu } from './AccountMenu'
import { HeaderNav } from './HeaderNav'

export async function Header() {
  const [navigation, settings, modules] = await Promise.all([getNavigation(), getSiteSettings(), getModules()])
  const course = (navigation.courseDropdown ?? []).map((link) => ({ label: linkLabel(link, modules), href: link.href }))
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a href="#contenido" className="skip-link">
        Saltar al contenido
      </a>
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900">
          <span aria-hidden="true" className="logo-mark">
            G
          </span>
          {settings.siteName}
        </Link>
        <div className="flex items-center gap-1">
          <HeaderNav
            course={course}
            links={[
              { label: 'Metodología', href: '/metodologia' },
              { label: 'Glosario', href: '/glosario' },
              { label: 'Radar IA', href: '/radar-ia' },
              { label: 'Empresas', href: '/empresas' },
            ]}
            cta={{ label: 'Empezar Curso', href: '/curso/f0' }}
          />
          <AccountMenu />
        </div>
      </div>
    </header>
  )
}
