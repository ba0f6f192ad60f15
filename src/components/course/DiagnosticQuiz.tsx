'use client'

import { useEffect, useRef, useState } from 'react'

import { maxScore, scoreQuiz, type QuizBand, type QuizQuestion } from '@/quiz/score'

import { QuizQuestionCard } from './QuizQuestionCard'
import { QuizResultCard } from './QuizResultCard'
import { Button } from '@/components/ui/Button'

type Step = { name: 'intro' } | { name: 'question'; answers: number[] } | { name: 'result'; answers: number[] }

/** The free diagnostic test: intro, one question at a time, then the result with its recommendation. */
export function DiagnosticQuiz({
  intro,
  questions,
  bands,
}: {
  intro?: string | null
  questions: QuizQuestion[]
  bands: QuizBand[]
}) {
  const [step, setStep] = useState<Step>({ name: 'intro' })
  const heading = useRef<HTMLHeadingElement>(null)
  const shown = useRef(step)

  // Keyboard and screen-reader users land on the new heading after every step (not on first render).
  useEffect(() => {
    if (shown.current !== step) heading.current?.focus()
    shown.current = step
  }, [step])

  function answer(option: number) {
    if (step.name !== 'question') return
    const answers = [...step.answers, option]
    setStep(answers.length === questions.length ? { name: 'result', answers } : { name: 'question', answers })
  }

  const card = 'rounded-xl border border-slate-200 bg-slate-50 p-6 sm:p-8'
  if (step.name === 'question') {
    const index = step.answers.length
    return (
      <div className={card}>
        <QuizQuestionCard
          key={index}
          question={questions[index]}
          index={index}
          total={questions.length}
          onAnswer={answer}
          headingRef={heading}
        />
      </div>
    )
  }
  if (step.name === 'result') {
    const result = scoreQuiz(questions, bands, step.answers)
    return (
      <div className={card}>
        <QuizResultCard
          {...result}
          bandIndex={result.band ? bands.indexOf(result.band) : 0}
          onRestart={() => setStep({ name: 'intro' })}
          headingRef={heading}
        />
      </div>
    )
  }
  return (
    <div className={card} data-testid="quiz-intro">
      <h3
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-24 text-xl font-semibold text-slate-900 focus:outline-none focus-visible:outline-2"
      >
        ¿Qué nivel de madurez GEO tiene tu web?
      </h3>
      {intro?.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
          {paragraph}
        </p>
      ))}
      <p className="mt-4 text-sm font-medium text-slate-700">
        {questions.length} preguntas · {maxScore(questions)} puntos como máximo · Gratis y sin registro
      </p>
      <Button
        disabled={!questions.length}
        onClick={() => setStep({ name: 'question', answers: [] })}
        size="lg"
        className="mt-6"
      >
        Empezar el test
      </Button>
    </div>
  )
}
