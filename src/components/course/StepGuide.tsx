/** The step-by-step guide of a page (the same steps feed its HowTo structured data). */
export function StepGuide({ steps }: { steps: { name: string; text: string; id?: string | null }[] }) {
  return (
    <ol className="space-y-4" data-testid="steps">
      {steps.map((step, i) => (
        <li key={step.id ?? step.name} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5">
          <span aria-hidden="true" className="step-num">
            {i + 1}
          </span>
          <div>
            <h3 className="font-semibold text-slate-900">{step.name}</h3>
            <p className="mt-1 leading-relaxed text-slate-700">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
