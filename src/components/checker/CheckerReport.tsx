import Link from 'next/link'

import { CHECKS, fixHref, type CheckLine } from '@/checker/rules'

const STATUS = {
  pass: { label: 'Correcto', icon: '✓', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  fail: { label: 'Mejorable', icon: '✗', tone: 'bg-red-50 text-red-800 ring-red-200' },
  skip: { label: 'No comprobado', icon: '–', tone: 'bg-slate-100 text-slate-700 ring-slate-200' },
} as const

export const scoreVerdict = (score: number) =>
  score >= 90
    ? 'Muy citable'
    : score >= 70
      ? 'Bastante citable'
      : score >= 40
        ? 'Citable con esfuerzo'
        : 'Difícil de citar'

/** A result: the score and one line per check; a failure links to the section of the course that fixes it. */
export function CheckerReport({ score, checks }: { score: number; checks: CheckLine[] }) {
  const passed = checks.filter((c) => c.status === 'pass').length
  const counted = checks.filter((c) => c.status !== 'skip').length
  return (
    <div className="space-y-8">
      <div
        className="flex flex-wrap items-center gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        data-testid="checker-score"
      >
        <p className="text-5xl font-bold tracking-tight text-slate-900">
          <span data-testid="score-value">{score}</span>
          <span className="text-2xl font-semibold text-slate-600">/100</span>
        </p>
        <div>
          <p className="text-lg font-semibold text-slate-900">{scoreVerdict(score)}</p>
          <p className="text-slate-700">
            {passed} de {counted} comprobaciones superadas
            {counted < checks.length ? ` (${checks.length - counted} sin comprobar)` : ''}.
          </p>
        </div>
      </div>
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">Una línea por comprobación</h2>
      <ol className="space-y-4" data-testid="checker-lines">
        {checks.map((line) => {
          const check = CHECKS[line.key]
          const status = STATUS[line.status]
          if (!check) return null
          return (
            <li
              key={line.key}
              className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              data-testid="checker-line"
              data-check={line.key}
              data-status={line.status}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="text-lg font-semibold text-slate-900">{check.title}</h3>
                <span
                  className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${status.tone}`}
                >
                  <span aria-hidden="true">{status.icon}</span>
                  {status.label}
                </span>
              </div>
              <p className="mt-2 break-words text-slate-800">{line.detail}</p>
              <p className="mt-2 text-sm text-slate-600">{check.reason}</p>
              {line.status === 'fail' && (
                <p className="mt-3">
                  <Link
                    href={fixHref(line.key)}
                    className="font-semibold text-blue-800 underline hover:text-blue-900"
                    data-testid="fix-link"
                  >
                    Cómo arreglarlo: {check.fix.label}
                  </Link>
                </p>
              )}
            </li>
          )
        })}
      </ol>
    </div>
  )
}
