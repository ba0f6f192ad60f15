import Link from 'next/link'

import type { Module } from '@/payload-types'

/** A module reference (code and title) linking to its page; ids that were not populated are skipped. */
export function ModuleBadge({ module }: { module: number | Module | null | undefined }) {
  if (!module || typeof module === 'number') return null
  return (
    <Link
      href={`/curso/${module.slug}`}
      className="inline-flex items-center gap-1.5 rounded-md border border-slate-200 bg-white px-2 py-1 text-sm text-slate-800 hover:border-blue-300 hover:text-blue-800"
    >
      <span className="font-semibold">{module.code}</span>
      <span>{module.title}</span>
    </Link>
  )
}
