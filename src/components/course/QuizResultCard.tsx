import type { Ref } from 'react'

import type { QuizBand } from '@/quiz/score'
import { Button, LinkButton } from '@/components/ui/Button'

const bandStyles = [
  'bg-red-50 text-red-800 ring-red-200',
  'bg-amber-50 text-amber-900 ring-amber-200',
  'bg-blue-50 text-blue-800 ring-blue-200',
  'bg-emerald-50 text-emerald-800 ring-emerald-200',
]

/** Result of the diagnostic: score, band and its recommendation, and a way to start again. */
export function QuizResultCard({
  score,
  max,
  band,
  bandIndex,
  onRestart,
  headingRef,
}: {
  score: number
  max: number
  band: QuizBand | null
  bandIndex: number
  onRestart: () => void
  headingRef: Ref<HTMLHeadingElement>
}) {
  return (
    <div data-testid="quiz-result">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-24 text-sm font-semibold tracking-wide text-slate-600 uppercase focus:outline-none focus-visible:outline-2"
      >
        Tu resultado
      </h3>
      <p className="mt-2 flex flex-wrap items-center gap-3">
        <span className="text-4xl font-bold text-slate-900" data-testid="quiz-score">
          {score}/{max}
        </span>
        <span className="text-slate-700">puntos</span>
        {band && (
          <span
            className={`rounded-full px-3 py-1 text-sm font-bold ring-1 ${bandStyles[bandIndex % bandStyles.length]}`}
            data-testid="quiz-band"
          >
            {band.label}
          </span>
        )}
      </p>
      {band && (
        <>
          <p className="mt-5 text-lg font-semibold text-slate-900">{band.title}</p>
          <p className="mt-2 leading-relaxed text-slate-700">{band.text}</p>
        </>
      )}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {band && (
          <LinkButton href={band.recommendationHref} size="lg" data-testid="quiz-recommendation">
            {band.recommendationLabel}
          </LinkButton>
        )}
        <LinkButton href="/curso" variant="secondary" size="lg">
          Ver todos los módulos
        </LinkButton>
        <Button variant="ghost" size="lg" onClick={onRestart}>
          Repetir Test
        </Button>
      </div>
    </div>
  )
}
