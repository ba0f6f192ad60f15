import { formatDuration } from '@/content/duration'
import { difficultyLabel, priceLabel } from '@/content/labels'
import type { Module } from '@/payload-types'

import { ModuleCard } from './ModuleCard'

/**
 * Every module of the course, F0 to F6, as cards. Each card gets only the words it shows (a client
 * component: the page's inline RSC data then carries these few fields, not each card's rendered tree).
 */
export function ModuleGrid({ modules }: { modules: Module[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2" data-testid="module-grid">
      {modules.map((module) => (
        <ModuleCard
          key={module.id}
          card={{
            slug: module.slug,
            code: module.code,
            title: module.title,
            description: module.description,
            duration: formatDuration(module.duration),
            level: difficultyLabel[module.difficulty],
            status: priceLabel(module),
            tone: module.free ? 'free' : module.comingSoon ? 'soon' : 'paid',
            color: module.color ?? null,
          }}
        />
      ))}
    </ul>
  )
}
