'use client'

import Link from 'next/link'

import { LinkButton } from '@/components/ui/Button'

/**
 * The 404's content. A client component so that every page's inline RSC data names it instead of carrying
 * its whole tree (Next sends the layout's not-found boundary with every page); it renders the same HTML.
 */
export function NotFoundView() {
  return (
    <div
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28"
      data-testid="not-found"
    >
      <p className="text-7xl font-black tracking-tight text-blue-700 sm:text-8xl">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        Vaya, no encontramos esta página
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        Puede que la dirección esté mal escrita o que la página haya cambiado de sitio. Desde el inicio encontrarás el
        curso, la metodología y el resto del contenido.
      </p>
      <LinkButton href="/" className="mt-8">
        Volver al inicio
      </LinkButton>
      <nav aria-label="Otras páginas" className="mt-8">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          {[
            { href: '/curso', label: 'Curso' },
            { href: '/metodologia', label: 'Metodología' },
            { href: '/glosario', label: 'Glosario' },
            { href: '/radar-ia', label: 'Radar IA' },
          ].map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="font-medium text-blue-800 underline-offset-2 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
