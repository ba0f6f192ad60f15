'use client'

import type { Page } from '@/payload-types'

type Row = NonNullable<Page['comparison']>[number]

const cell = 'px-2 py-3 sm:px-4'

/**
 * A three-column comparison from a page's `comparison` rows (aspect · left · right). It stays a plain
 * table at every width (restyling rows as blocks would drop the table semantics): on narrow screens the
 * columns are fixed and the words break. A client component: the page's RSC data carries the rows' words,
 * not the rendered table.
 */
export function ComparisonTable({
  caption,
  headings,
  rows,
}: {
  caption: string
  headings: Page['comparisonHeadings']
  rows: Row[]
}) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200">
      <table className="w-full table-fixed border-collapse text-left text-sm break-words hyphens-auto sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            <th scope="col" className="w-1/4 px-2 py-3 font-semibold sm:w-1/5 sm:px-4">
              {headings?.aspect}
            </th>
            <th scope="col" className="px-2 py-3 font-semibold sm:px-4">
              {headings?.left}
            </th>
            <th scope="col" className="px-2 py-3 font-semibold text-blue-800 sm:px-4">
              {headings?.right}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.id ?? row.aspect} className="align-top">
              <th scope="row" className={`${cell} font-semibold text-slate-900`}>
                {row.aspect}
              </th>
              <td className={`${cell} text-slate-700`}>{row.left}</td>
              <td className={`${cell} bg-blue-50/60 text-slate-800`}>{row.right}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
