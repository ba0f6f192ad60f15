import type { Ref } from 'react'

import type { QuizQuestion } from '@/quiz/score'

const letters = 'ABCDEFGHIJ'

/** One question of the diagnostic: progress, the question and its lettered options (choosing one advances). */
export function QuizQuestionCard({
  question,
  index,
  total,
  onAnswer,
  headingRef,
}: {
  question: QuizQuestion
  index: number
  total: number
  onAnswer: (option: number) => void
  headingRef: Ref<HTMLHeadingElement>
}) {
  const current = index + 1
  return (
    <div data-testid="quiz-question">
      <div className="flex items-center justify-between text-sm font-medium text-slate-700">
        <span>
          Pregunta {current} de {total}
        </span>
        <span>{Math.round((current / total) * 100)} %</span>
      </div>
      <div
        role="progressbar"
        aria-label="Progreso del test"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={`Pregunta ${current} de ${total}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-blue-700 transition-[width]"
          style={{ width: `${(current / total) * 100}%` }}
        />
      </div>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 scroll-mt-24 text-xl font-semibold text-slate-900 focus:outline-none focus-visible:outline-2"
      >
        {question.question}
      </h3>
      <ul className="mt-5 space-y-3">
        {(question.options ?? []).map((option, i) => (
          <li key={option.text}>
            <button
              type="button"
              onClick={() => onAnswer(i)}
              className="flex w-full items-start gap-3 rounded-xl border border-slate-300 bg-white p-4 text-left text-slate-800 transition-colors hover:border-blue-700 hover:bg-blue-50"
            >
              <span
                aria-hidden="true"
                className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-slate-100 text-sm font-bold text-slate-800"
              >
                {letters[i]}
              </span>
              <span>
                <span className="sr-only">{letters[i]}. </span>
                {option.text}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
