'use client'

import Link from 'next/link'
import { useEffect, useState, type ReactNode } from 'react'

import type { ModuleProgress } from '@/learning/percent'

import { whenSignedIn } from './progress-store'

/**
 * The status pill of a course card: what the prerendered page shows (`children`: price or status),
 * replaced for a signed-in owner by their percentage and «Continuar» to the first unread section. Same
 * place and size, so nothing moves.
 */
export function CardProgress({ slug, children }: { slug: string; children: ReactNode }) {
  const [progress, setProgress] = useState<ModuleProgress | null>(null)
  useEffect(() => whenSignedIn((p) => setProgress(p?.modules.find((m) => m.slug === slug) ?? null)), [slug])
  if (!progress) return children
  return (
    <Link
      href={progress.resumeHref}
      className="relative z-10 rounded-full bg-blue-700 px-2.5 py-0.5 text-xs font-semibold text-white hover:bg-blue-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:ring-offset-2"
      data-testid={`card-continue-${slug}`}
    >
      {progress.next ? 'Continuar' : 'Repasar'} · {progress.percent} %
      <span className="sr-only"> leído de {progress.code}</span>
    </Link>
  )
}
