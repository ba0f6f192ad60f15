import { isoDay, longDate } from '@/content/dates'
import { lastUpdate } from '@/content/changes'
import type { Module } from '@/payload-types'

/**
 * «Actualizado el …» on every module page: the module's last revision with what the editor wrote
 * changed in it, or, for a module never revised, the date of its last published change.
 */
export function RevisionNote({ module }: { module: Pick<Module, 'revisedAt' | 'changeNote' | 'updatedAt'> }) {
  const { date, changes } = lastUpdate(module)
  if (!longDate(date)) return null
  return (
    <div className="mt-6 max-w-3xl text-sm text-slate-700" data-testid="module-revision">
      <p>
        <span className="font-semibold text-slate-900">Actualizado el </span>
        <time dateTime={isoDay(date)} className="font-semibold text-slate-900">
          {longDate(date)}
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
