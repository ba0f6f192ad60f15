import Link from 'next/link'

/** Closing block of the last module: congratulations for finishing the programme, and real cases to follow. */
export function CourseComplete({ range }: { range: string }) {
  return (
    <section
      aria-labelledby="enhorabuena-title"
      className="rounded-xl border border-emerald-200 bg-emerald-50 p-6 sm:p-8"
      data-testid="course-complete"
    >
      <h2 id="enhorabuena-title" className="text-2xl font-bold tracking-tight text-slate-900">
        ¡Enhorabuena! Has completado el programa {range}
      </h2>
      <p className="mt-3 leading-relaxed text-slate-800">
        Ya conoces todo el método GEO. El siguiente paso es ver cómo se aplica en proyectos reales y medir tus propios
        resultados.
      </p>
      <Link
        href="/casos"
        className="mt-5 inline-block rounded-lg bg-emerald-800 px-5 py-3 font-semibold text-white hover:bg-emerald-900"
      >
        Ver casos reales
      </Link>
    </section>
  )
}
