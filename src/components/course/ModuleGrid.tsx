import type { Module } from '@/payload-types'

import { ModuleCard } from './ModuleCard'

/** Every module of the course, F0 to F6, as cards. */
export function ModuleGrid({ modules }: { modules: Module[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2" data-testid="module-grid">
      {modules.map((module) => (
        <ModuleCard key={module.id} module={module} />
      ))}
    </ul>
  )
}
