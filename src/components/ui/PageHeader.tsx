import type { ReactNode } from 'react'

import { Breadcrumb, type Crumb } from '@/components/ui/Breadcrumb'

/** Breadcrumb, the page's single h1 and its introduction. */
export function PageHeader({
  crumbs,
  title,
  intro,
  children,
}: {
  crumbs: Crumb[]
  title: string
  intro?: string | null
  children?: ReactNode
}) {
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-slate-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-10 sm:pt-10 sm:pb-14">
        <Breadcrumb items={crumbs} />
        <h1 className="mt-6 max-w-3xl text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {title}
        </h1>
        {intro && <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">{intro}</p>}
        {children}
      </div>
    </header>
  )
}
