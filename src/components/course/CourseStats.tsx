import type { ReactNode } from 'react'

/** Key figures of a course or module header (duration, level, price, rating…). */
export function CourseStats({ items }: { items: { label: string; value: ReactNode; testId?: string }[] }) {
  return (
    <dl className="mt-6 flex flex-wrap gap-3">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col rounded-lg border border-slate-200 bg-white px-4 py-2">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{item.label}</dt>
          <dd className="text-lg font-semibold text-slate-900" data-testid={item.testId}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
