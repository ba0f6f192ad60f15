import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { EvaluationRunner } from '@/components/learning/EvaluationRunner'
import { Breadcrumb } from '@/components/ui/Breadcrumb'
import { LinkButton } from '@/components/ui/Button'
import { Notice } from '@/components/ui/Notice'
import { isModuleSlug } from '@/content/module-slug'
import { dateTime } from '@/content/dates'
import { evaluationModule, evaluationStatus } from '@/learning/evaluations'
import { learnerFor } from '@/learning/learner'
import { getPayloadClient } from '@/readers/payload'
import { getViewer } from '@/readers/viewer'

/**
 * /curso/fN/evaluacion: a module's graded evaluation (issue 38) for whoever records learning of it (an
 * account that owns it, or a guest link that proves its address: `learnerFor`). It states the rules (pass
 * mark, questions, attempts, wait), lists the attempts with date and score, and runs one
 * (src/components/learning/EvaluationRunner.tsx). Anyone else reads how to get the module; a module
 * without questions has no such page.
 */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string }> }

export const metadata: Metadata = { title: 'Evaluación del módulo', robots: { index: false, follow: false } }

const attemptsLabel = (max: number) => (max > 0 ? `${max}` : 'Sin límite')
const waitLabel = (minutes: number) =>
  minutes === 0
    ? 'Sin espera'
    : minutes % 60 === 0
      ? `${minutes / 60} ${minutes === 60 ? 'hora' : 'horas'}`
      : `${minutes} minutos`

export default async function EvaluationPage({ params }: Props) {
  const { slug } = await params
  if (!isModuleSlug(slug)) notFound()
  const payload = await getPayloadClient()
  const module = await evaluationModule(payload, slug)
  if (!module || !module.bank.length) notFound()
  const viewer = await getViewer()
  const learner = learnerFor(viewer, module.id)
  const status = learner ? await evaluationStatus(payload, learner, module) : null

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-12">
      <Breadcrumb
        items={[
          { label: 'Inicio', href: '/' },
          { label: 'Curso GEO', href: '/curso' },
          { label: `Módulo ${module.code}`, href: `/curso/${module.slug}` },
          { label: 'Evaluación' },
        ]}
      />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-slate-900">
        {`Evaluación del módulo ${module.code}: ${module.title}`}
      </h1>
      {!status ? (
        <Notice announce={false} size="lg" className="mt-6" data-testid="evaluation-closed">
          La evaluación es para quien tiene este módulo.{' '}
          {viewer.user ? 'Consíguelo en la página del módulo.' : 'Inicia sesión con la cuenta que lo tiene.'}
          <span className="mt-3 flex flex-wrap gap-2">
            {!viewer.user && (
              <LinkButton href={`/auth?redirect=${encodeURIComponent(`/curso/${module.slug}/evaluacion`)}`} size="sm">
                Iniciar sesión
              </LinkButton>
            )}
            <LinkButton href={`/curso/${module.slug}`} variant="soft" size="sm">
              Ver el módulo {module.code}
            </LinkButton>
          </span>
        </Notice>
      ) : (
        <>
          <dl className="mt-6 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4" data-testid="evaluation-rules">
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-slate-600">Preguntas</dt>
              <dd className="text-lg font-semibold text-slate-900">{status.settings.questionCount}</dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-slate-600">Para aprobar</dt>
              <dd className="text-lg font-semibold text-slate-900">{status.settings.passMark} %</dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-slate-600">Intentos</dt>
              <dd className="text-lg font-semibold text-slate-900" data-testid="evaluation-attempts-left">
                {status.attemptsLeft === null
                  ? attemptsLabel(0)
                  : `Te quedan ${status.attemptsLeft} de ${status.settings.maxAttempts}`}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-slate-600">Espera entre intentos</dt>
              <dd className="text-lg font-semibold text-slate-900">{waitLabel(status.settings.waitMinutes)}</dd>
            </div>
          </dl>
          {status.bestPassingScore !== null && (
            <Notice tone="success" announce={false} className="mt-4" data-testid="evaluation-best">
              Evaluación aprobada. Tu mejor nota: {status.bestPassingScore} %.
            </Notice>
          )}
          {status.nextAttemptAt && (
            <p className="mt-4 text-sm text-slate-700" data-testid="evaluation-wait">
              Siguiente intento a partir del {dateTime(status.nextAttemptAt)}.
            </p>
          )}
          {status.attempts.some((a) => a.submittedAt) && (
            <section aria-labelledby="evaluacion-intentos" className="mt-6">
              <h2 id="evaluacion-intentos" className="text-lg font-semibold text-slate-900">
                Tus intentos
              </h2>
              <ul className="mt-2 space-y-1 text-sm text-slate-800" data-testid="evaluation-history">
                {status.attempts
                  .filter((a) => a.submittedAt)
                  .map((a) => (
                    <li key={a.number}>
                      Intento {a.number}, {dateTime(a.submittedAt!)}: {a.score} % ·{' '}
                      {a.passed ? 'aprobado' : 'no aprobado'}
                    </li>
                  ))}
              </ul>
            </section>
          )}
          <EvaluationRunner module={module.slug} inFlight={status.inFlight !== null} blocked={status.blocked} />
        </>
      )}
    </div>
  )
}
