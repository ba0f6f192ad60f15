import Link from 'next/link'

import type { Module } from '@/payload-types'

/** A module reference (code and title) linking to its page; ids that were not populated are skipped. */
export type ModuleRef = Pick<Module, 'slug' | 'code' | 'title'> & { id?: number }

export function ModuleBadge({ module }: { module: number | ModuleRef | null | undefined }) {
  if (!module || typeof module === 'number') return null
  return (
    <Link href={`/curso/${module.slug}`} className="module-badge">
      <span className="font-semibold">{module.code}</span>
      <span>{module.title}</span>
    </Link>
  )
}
