import type { ReactNode } from 'react'

/** Key figures of a course or module header (duration, level, price, rating…). */
export function CourseStats({ items }: { items: { label: string; value: ReactNode; testId?: string }[] }) {
  return (
    <dl className="mt-6 flex flex-wrap gap-3">
      {items.map((item) => (
        <div key={item.label} className="fact-box">
          <dt className="eyebrow">{item.label}</dt>
          <dd className="text-lg font-semibold text-slate-900" data-testid={item.testId}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
