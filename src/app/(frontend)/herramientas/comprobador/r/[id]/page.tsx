import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { readResult } from '@/checker/run'
import { CheckerReport, scoreVerdict } from '@/components/checker/CheckerReport'
import { PageHeader } from '@/components/ui/PageHeader'
import { longDateTime } from '@/content/dates'
import { getPayloadClient } from '@/readers/payload'
import { absoluteUrl } from '@/content/seo'

/** A stored checker result, shared by its unguessable link; never indexed. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ id: string }> }

/** One read per request, shared by the metadata and the page. */
const load = cache(async (id: string) => readResult(await getPayloadClient(), id))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const result = await load((await params).id)
  return {
    title: result ? `Resultado: ${result.score}/100 · Comprobador de citabilidad` : 'Resultado no encontrado',
    robots: { index: false, follow: false },
  }
}

export default async function CheckerResultPage({ params }: Props) {
  const { id } = await params
  const result = await load(id)
  if (!result) notFound()
  const link = absoluteUrl(`/herramientas/comprobador/r/${result.id}`)
  return (
    <div>
      <PageHeader
        crumbs={[
          { label: 'Inicio', href: '/' },
          { label: 'Comprobador de citabilidad', href: '/herramientas/comprobador' },
          { label: 'Resultado' },
        ]}
        title={`Citabilidad para IA: ${result.score}/100 (${scoreVerdict(result.score).toLowerCase()})`}
        intro={
          result.url
            ? `Resultado de ${result.url}, comprobado el ${longDateTime(result.createdAt)}.`
            : `Resultado de un HTML pegado, comprobado el ${longDateTime(result.createdAt)}.`
        }
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
        <div className="max-w-3xl space-y-10">
          <CheckerReport score={result.score} checks={result.checks} />
          <section
            aria-labelledby="compartir-title"
            className="rounded-xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
          >
            <h2 id="compartir-title" className="text-lg font-semibold text-slate-900">
              Compartir este resultado
            </h2>
            <p className="mt-1 text-slate-700">
              Cualquiera con este enlace puede ver el resultado; no aparece en buscadores.
            </p>
            <p className="mt-3 break-all">
              <a href={link} className="font-mono text-sm text-blue-800 underline" data-testid="share-link">
                {link}
              </a>
            </p>
          </section>
          <p>
            <Link
              href="/herramientas/comprobador"
              className="font-semibold text-blue-800 underline hover:text-blue-900"
            >
              Comprobar otra página
            </Link>
          </p>
        </div>
      </div>
    </div>
  )
}
