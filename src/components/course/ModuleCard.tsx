'use client'

import Link from 'next/link'

import { CardProgress } from '@/components/learning/CardProgress'

/** What a module's card shows (ModuleGrid reads it from the module). */
export interface ModuleCardData {
  slug: string
  code: string
  title: string
  description: string
  /** formatted: «3 h» */
  duration: string
  level: string
  /** its price or status: «50,00 €», «Gratis», «Próximamente» */
  status: string
  tone: 'free' | 'soon' | 'paid'
  color: string | null
}

const TONES: Record<ModuleCardData['tone'], string> = {
  free: 'bg-emerald-50 text-emerald-800',
  soon: 'bg-amber-50 text-amber-900',
  paid: 'bg-blue-50 text-blue-800',
}

/**
 * One module of the course: code, title, description, duration, level and price (or its status); for a
 * signed-in owner the price gives way to their reading progress and «Continuar» (CardProgress).
 */
export function ModuleCard({ card }: { card: ModuleCardData }) {
  return (
    <li className="mod-card" style={{ borderTopColor: card.color ?? undefined }} data-module={card.slug}>
      <div className="flex items-center justify-between gap-3">
        <span className="mod-code">{card.code}</span>
        <CardProgress slug={card.slug}>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[card.tone]}`}
            data-testid="module-price"
          >
            {card.status}
          </span>
        </CardProgress>
      </div>
      <h3 className="mt-3 text-lg font-semibold text-slate-900">
        <Link href={`/curso/${card.slug}`} className="card-cover">
          {card.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">{card.description}</p>
      <dl className="mod-facts">
        <div className="flex gap-1">
          <dt>Duración:</dt>
          <dd className="font-medium text-slate-800">{card.duration}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Nivel:</dt>
          <dd className="font-medium text-slate-800">{card.level}</dd>
        </div>
      </dl>
    </li>
  )
}
