import Link from 'next/link'

import type { Module } from '@/payload-types'

import { moduleName } from '@/content/labels'

/** Previous and next module, labelled with their real titles, plus the course's reference pages. */
export function ModuleNav({ prev, next }: { prev?: Module; next?: Module }) {
  const card = 'block rounded-xl border border-slate-200 p-4 hover:border-blue-700'
  return (
    <nav aria-label="Módulos" className="space-y-6 border-t border-slate-200 pt-8">
      <ul className="grid gap-4 sm:grid-cols-2">
        {prev && (
          <li>
            <Link href={`/curso/${prev.slug}`} rel="prev" className={card} data-testid="prev-module">
              <span className="block text-sm text-slate-600">
                <span aria-hidden="true">← </span>Módulo anterior
              </span>
              <span className="font-semibold text-blue-800">{moduleName(prev)}</span>
            </Link>
          </li>
        )}
        {next && (
          <li className="sm:col-start-2 sm:text-right">
            <Link href={`/curso/${next.slug}`} rel="next" className={card} data-testid="next-module">
              <span className="block text-sm text-slate-600">
                Módulo siguiente<span aria-hidden="true"> →</span>
              </span>
              <span className="font-semibold text-blue-800">{moduleName(next)}</span>
            </Link>
          </li>
        )}
      </ul>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
        <li>
          <Link href="/curso" className="text-blue-800 hover:underline">
            Todos los módulos del curso
          </Link>
        </li>
        <li>
          <Link href="/metodologia" className="text-blue-800 hover:underline">
            Metodología
          </Link>
        </li>
        <li>
          <Link href="/glosario" className="text-blue-800 hover:underline">
            Glosario GEO
          </Link>
        </li>
      </ul>
    </nav>
  )
}
