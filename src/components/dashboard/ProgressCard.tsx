import { CheckIcon } from '@/components/ui/CheckIcon'
import type { Module } from '@/payload-types'

/**
 * 'Tu Progreso': how many of the modules on sale today the account has unlocked, a progress bar and
 * one badge per module (unlocked or locked).
 */
export function ProgressCard({
  modules,
  owned,
}: {
  modules: Pick<Module, 'id' | 'slug' | 'code' | 'title'>[]
  owned: Set<string>
}) {
  const unlocked = modules.filter((m) => owned.has(m.slug)).length
  const total = modules.length
  const percent = total ? Math.round((unlocked / total) * 100) : 0
  return (
    <section
      aria-labelledby="progreso-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="progress-card"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="progreso-title" className="text-lg font-semibold text-slate-900">
          Tu Progreso
        </h2>
        <p className="text-sm text-slate-700" data-testid="progress-count">
          <span className="text-2xl font-bold text-slate-900">{unlocked}</span> de {total} módulos desbloqueados
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Módulos desbloqueados"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={unlocked}
        aria-valuetext={`${unlocked} de ${total} módulos desbloqueados`}
        className="mt-4 h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-blue-700 transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ul className="mt-5 flex flex-wrap gap-2" aria-label="Estado de los módulos">
        {modules.map((m) => {
          const isUnlocked = owned.has(m.slug)
          return (
            <li
              key={m.id}
              title={`${m.code}: ${m.title}`}
              data-testid={`badge-${m.slug}`}
              data-state={isUnlocked ? 'unlocked' : 'locked'}
              className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ${
                isUnlocked ? 'bg-blue-50 text-blue-800 ring-blue-200' : 'bg-slate-50 text-slate-600 ring-slate-200'
              }`}
            >
              {isUnlocked ? (
                <CheckIcon className="h-4 w-4 fill-current" />
              ) : (
                <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5 fill-current">
                  <path d="M10 2a4 4 0 0 0-4 4v2H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-1V6a4 4 0 0 0-4-4Zm2 6H8V6a2 2 0 1 1 4 0v2Z" />
                </svg>
              )}
              {m.code}
              <span className="sr-only">{isUnlocked ? ' desbloqueado' : ' bloqueado'}</span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
