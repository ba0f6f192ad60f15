import type { CitationExample } from '@/payload-types'

/** A documented answer in which an AI assistant used or cited a page, and why it did. */
export function CitationExampleCard({ example }: { example: CitationExample }) {
  return (
    <article aria-labelledby={`cita-${example.slug}`} className="quote-card" data-testid="citation-example">
      <p>
        <span className="rounded-md bg-slate-900 px-2 py-0.5 text-xs font-semibold text-white">{example.model}</span>
      </p>
      <h3 id={`cita-${example.slug}`} className="mt-3 text-lg font-semibold text-slate-900">
        {example.title}
      </h3>
      <dl className="mt-4 flex flex-1 flex-col gap-4 text-sm">
        <div>
          <dt className="font-semibold text-slate-900">Pregunta</dt>
          <dd className="mt-1 text-slate-700">{example.question}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Respuesta de {example.model}</dt>
          <dd className="mt-1">
            <blockquote className="rounded-lg border-l-4 border-blue-700 bg-blue-50 px-4 py-3 leading-relaxed text-slate-800">
              {example.quotedText}
            </blockquote>
          </dd>
        </div>
        <div className="flex-1">
          <dt className="font-semibold text-slate-900">Por qué funcionó</dt>
          <dd className="mt-1 leading-relaxed text-slate-700">{example.explanation}</dd>
        </div>
        <div className="rounded-lg bg-emerald-50 px-4 py-3">
          <dt className="font-semibold text-emerald-900">Factor clave</dt>
          <dd className="mt-0.5 text-emerald-900">{example.keyFactor}</dd>
        </div>
      </dl>
    </article>
  )
}
