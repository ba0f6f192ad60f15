import { isoDay, longDate } from '@/content/dates'
import { changesOf } from '@/learning/changes'
import type { Module } from '@/payload-types'

/** «Actualizado el …» and what the editor wrote changed in the module's last revision. */
export function RevisionNote({ module }: { module: Pick<Module, 'revisedAt' | 'changeNote'> }) {
  if (!module.revisedAt) return null
  const changes = changesOf(module)
  return (
    <div className="mt-6 max-w-3xl text-sm text-slate-700" data-testid="module-revision">
      <p>
        <span className="font-semibold text-slate-900">Actualizado el </span>
        <time dateTime={isoDay(module.revisedAt)} className="font-semibold text-slate-900">
          {longDate(module.revisedAt)}
        </time>
        {changes.length ? ':' : '.'}
      </p>
      {changes.length > 0 && (
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {changes.map((change, i) => (
            <li key={i}>{change}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
