'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, useTransition } from 'react'

import { requestJson } from '@/components/http'
import { Button } from '@/components/ui/Button'
import { Notice } from '@/components/ui/Notice'

interface Question {
  id: number
  prompt: string
  kind: 'single' | 'multiple'
  answers: { id: string; text: string }[]
}
interface InFlight {
  attempt: number
  passMark: number
  questions: Question[]
}
interface Graded {
  id: number
  prompt: string
  kind: 'single' | 'multiple'
  right: boolean
  skipped: boolean
  answers: { id: string; text: string; correct: boolean; chosen: boolean; explanation: string }[]
}
interface Result {
  score: number
  passed: boolean
  passMark: number
  rightCount: number
  total: number
  questions: Graded[]
}

/**
 * A module's evaluation for its learner (/curso/fN/evaluacion): starts an attempt (or continues the one
 * in flight), the questions as native radio and checkbox groups (keyboard and screen readers as the
 * browser gives them), submits, and shows the graded result with each answer's explanation. The server
 * grades: the questions arrive without which answers are right.
 */
export function EvaluationRunner({
  module,
  inFlight,
  blocked,
}: {
  module: string
  /** an attempt already open: the button continues it */
  inFlight: boolean
  /** why no attempt can start now (attempts used, the wait), or null */
  blocked: string | null
}) {
  const router = useRouter()
  const [, startTransition] = useTransition()
  const [attempt, setAttempt] = useState<InFlight | null>(null)
  const [choices, setChoices] = useState<Record<string, string[]>>({})
  const [result, setResult] = useState<Result | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const focusTarget = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    focusTarget.current?.focus()
  }, [attempt, result])

  async function start() {
    setBusy(true)
    setError('')
    const answer = await requestJson<InFlight>('POST', '/api/learning/evaluations/start', { module })
    setBusy(false)
    if (!answer.ok || !answer.body) return setError(answer.error)
    setResult(null)
    setChoices({})
    setAttempt(answer.body)
  }

  async function submit() {
    if (!attempt) return
    setBusy(true)
    setError('')
    const answer = await requestJson<Result>('POST', '/api/learning/evaluations/submit', {
      module,
      attempt: attempt.attempt,
      answers: choices,
    })
    setBusy(false)
    if (!answer.ok || !answer.body) return setError(answer.error)
    setAttempt(null)
    setResult(answer.body)
    // The attempts, the best score and the wait above come from the server.
    startTransition(() => router.refresh())
  }

  const choose = (q: Question, id: string, on: boolean) =>
    setChoices((current) => {
      const before = current[String(q.id)] ?? []
      const next = q.kind === 'single' ? [id] : on ? [...before, id] : before.filter((x) => x !== id)
      return { ...current, [String(q.id)]: next }
    })

  const answered = attempt ? attempt.questions.filter((q) => (choices[String(q.id)] ?? []).length > 0).length : 0

  return (
    <div className="mt-8" data-testid="evaluation">
      {error && (
        <Notice tone="error" className="mb-4" data-testid="evaluation-error">
          {error}
        </Notice>
      )}
      {attempt ? (
        <form
          aria-labelledby="evaluacion-intento"
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          <h2
            id="evaluacion-intento"
            ref={focusTarget}
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900 focus:outline-none"
          >
            Responde a las {attempt.questions.length} preguntas
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Apruebas con un {attempt.passMark} % de aciertos. Una pregunta cuenta cuando eliges exactamente sus
            respuestas correctas.
          </p>
          <ol className="mt-6 space-y-6">
            {attempt.questions.map((q, index) => (
              <li key={q.id}>
                <fieldset className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5" data-testid="question">
                  <legend className="float-left w-full font-semibold text-slate-900">
                    {index + 1}. {q.prompt}
                  </legend>
                  <p className="clear-left pt-1 text-sm text-slate-600">
                    {q.kind === 'single' ? 'Elige una respuesta.' : 'Elige todas las respuestas correctas.'}
                  </p>
                  <div className="mt-3 space-y-2">
                    {q.answers.map((a) => {
                      const id = `p${q.id}-${a.id}`
                      const chosen = (choices[String(q.id)] ?? []).includes(a.id)
                      return (
                        <div key={a.id} className="flex items-start gap-3">
                          <input
                            id={id}
                            type={q.kind === 'single' ? 'radio' : 'checkbox'}
                            name={`pregunta-${q.id}`}
                            value={a.id}
                            checked={chosen}
                            onChange={(e) => choose(q, a.id, e.target.checked)}
                            className="mt-1 h-5 w-5 shrink-0 accent-blue-700"
                          />
                          <label htmlFor={id} className="text-slate-800">
                            {a.text}
                          </label>
                        </div>
                      )
                    })}
                  </div>
                </fieldset>
              </li>
            ))}
          </ol>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <Button type="submit" busy={busy} data-testid="evaluation-submit">
              {busy ? 'Corrigiendo…' : 'Entregar respuestas'}
            </Button>
            <p className="text-sm text-slate-700" aria-live="polite">
              Has respondido {answered} de {attempt.questions.length}.
            </p>
          </div>
        </form>
      ) : (
        <>
          {result && <ResultView result={result} headingRef={focusTarget} />}
          <div className="mt-6">
            {blocked && !inFlight ? (
              <Notice announce={false} data-testid="evaluation-blocked">
                {blocked}
              </Notice>
            ) : (
              <Button onClick={() => void start()} busy={busy} data-testid="evaluation-start">
                {inFlight && !result ? 'Continuar el intento' : result ? 'Hacer otro intento' : 'Empezar la evaluación'}
              </Button>
            )}
          </div>
        </>
      )}
    </div>
  )
}

function ResultView({ result, headingRef }: { result: Result; headingRef: React.Ref<HTMLHeadingElement> }) {
  return (
    <section aria-labelledby="evaluacion-resultado" data-testid="evaluation-result">
      <h2
        id="evaluacion-resultado"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 focus:outline-none"
      >
        {result.passed ? 'Has aprobado' : 'No has aprobado esta vez'}
      </h2>
      <Notice
        tone={result.passed ? 'success' : 'warning'}
        announce={false}
        className="mt-3"
        data-testid="evaluation-score"
      >
        Tu nota: <strong>{result.score} %</strong> ({result.rightCount} de {result.total} preguntas bien). Para aprobar
        hace falta un {result.passMark} %.
      </Notice>
      <ol className="mt-6 space-y-5">
        {result.questions.map((q, index) => (
          <li
            key={q.id}
            className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
            data-testid="graded-question"
          >
            <p className="font-semibold text-slate-900">
              {index + 1}. {q.prompt}
            </p>
            <p className={`mt-1 text-sm font-medium ${q.right ? 'text-emerald-800' : 'text-red-800'}`}>
              {q.right ? 'Correcta' : q.skipped ? 'Sin responder' : 'Incorrecta'}
            </p>
            <ul className="mt-3 space-y-2">
              {q.answers.map((a) => (
                <li key={a.id} className="text-sm">
                  <p className="text-slate-900">
                    <span aria-hidden="true" className={a.correct ? 'text-emerald-700' : 'text-slate-400'}>
                      {a.correct ? '✓ ' : '· '}
                    </span>
                    {a.text}
                  </p>
                  {(a.correct || a.chosen) && (
                    <p className="mt-0.5 flex flex-wrap gap-1.5">
                      {a.correct && (
                        <span className="rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-medium text-emerald-800">
                          Respuesta correcta
                        </span>
                      )}
                      {a.chosen && (
                        <span
                          className={`rounded px-1.5 py-0.5 text-xs font-medium ${a.correct ? 'bg-slate-100 text-slate-800' : 'bg-red-50 text-red-800'}`}
                        >
                          {a.correct ? 'Tu respuesta' : 'Tu respuesta (incorrecta)'}
                        </span>
                      )}
                    </p>
                  )}
                  {a.explanation && <p className="mt-0.5 text-slate-700">{a.explanation}</p>}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  )
}
