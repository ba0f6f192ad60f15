import { qualityLine, type QualitySummary } from '@/teams/quality'

/** A team's answers to FUNDAE's quality questionnaire, counted per item: never whose they are. */
export function QualityCounts({ summary }: { summary: QualitySummary }) {
  return (
    <section className="mt-8" aria-labelledby="calidad" data-testid="quality-counts">
      <h3 id="calidad" className="text-lg font-semibold text-slate-900">
        Cuestionario de calidad (FUNDAE)
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Cada persona lo responde al terminar, en <span className="font-medium">/equipo/cuestionario</span>, sin su
        nombre. {summary.responses === 1 ? '1 respuesta' : `${summary.responses} respuestas`} hasta hoy.
      </p>
      {summary.responses ? (
        <>
          <ul className="mt-3 space-y-1 text-sm text-slate-800">
            {summary.items.map((item) => (
              <li key={item.id}>
                <span className="font-semibold">{item.id}</span> {item.text}{' '}
                <span className="text-slate-600">— {qualityLine(item)}</span>
              </li>
            ))}
          </ul>
          {summary.suggestions.length ? (
            <>
              <h4 className="mt-4 text-sm font-semibold text-slate-900">Sugerencias</h4>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
                {summary.suggestions.map((s, i) => (
                  <li key={i} className="whitespace-pre-line">
                    {s}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
