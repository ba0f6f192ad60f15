'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { LinkButton } from '@/components/ui/Button'

export interface NavLink {
  label: string
  href: string
}

/** Desktop navigation with the «Curso» dropdown, and the mobile menu. */
export function HeaderNav({ course, links, cta }: { course: NavLink[]; links: NavLink[]; cta: NavLink }) {
  const [dropdown, setDropdown] = useState(false)
  const [mobile, setMobile] = useState(false)
  const pathname = usePathname()
  const dropdownRef = useRef<HTMLDivElement>(null)

  // A navigation closes both menus.
  const [shownAt, setShownAt] = useState(pathname)
  if (pathname !== shownAt) {
    setShownAt(pathname)
    setDropdown(false)
    setMobile(false)
  }

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setDropdown(false)
        setMobile(false)
      }
    }
    const onClick = (e: MouseEvent) => {
      if (dropdownRef.current && !dropdownRef.current.contains(e.target as Node)) setDropdown(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onClick)
    }
  }, [])

  return (
    <>
      <nav aria-label="Principal" className="hidden items-center gap-1 lg:flex">
        <div ref={dropdownRef} className="relative">
          <button
            type="button"
            aria-expanded={dropdown}
            aria-controls="menu-curso"
            onClick={() => setDropdown((v) => !v)}
            className="nav-link inline-flex items-center gap-1"
          >
            Curso
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className={`h-4 w-4 fill-current transition-transform ${dropdown ? 'rotate-180' : ''}`}
            >
              <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
            </svg>
          </button>
          <ul id="menu-curso" hidden={!dropdown} className="nav-drop">
            {course.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="nav-item">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        {links.map((item) => (
          <Link
            key={item.href}
            href={item.href}
            className="nav-link"
            aria-current={pathname === item.href ? 'page' : undefined}
          >
            {item.label}
          </Link>
        ))}
        <LinkButton href={cta.href} size="sm" className="ml-2">
          {cta.label}
        </LinkButton>
      </nav>

      <button
        type="button"
        className="nav-burger"
        aria-expanded={mobile}
        aria-controls="menu-movil"
        aria-label={mobile ? 'Cerrar menú' : 'Abrir menú'}
        onClick={() => setMobile((v) => !v)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 stroke-current" fill="none" strokeWidth="2">
          {mobile ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div id="menu-movil" hidden={!mobile} className="nav-mobile">
        {/* drawn only while open: the same links as the desktop navigation, not sent twice in every page */}
        {mobile && (
          <nav aria-label="Menú móvil">
            <p id="menu-movil-curso" className="nav-group">
              Curso
            </p>
            <ul aria-labelledby="menu-movil-curso">
              {course.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className="mnav-item">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
            <p id="menu-movil-recursos" className="nav-group mt-2 border-t border-slate-200">
              Recursos
            </p>
            <ul aria-labelledby="menu-movil-recursos">
              {links.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className="mnav-item"
                    aria-current={pathname === item.href ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
            <LinkButton href={cta.href} className="mt-3 w-full">
              {cta.label}
            </LinkButton>
          </nav>
        )}
      </div>
    </>
  )
}
