/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   On small screens this table is restyled as blocks, which drops its table semantics in Chromium and
   Safari: the explicit roles keep it a table for screen readers. */
import type { Page } from '@/payload-types'

type Row = NonNullable<Page['comparison']>[number]

const cell = 'px-3 py-3 sm:px-4 max-sm:block'
/** On narrow screens table rows become blocks whose cells show their column name (from data-label). */
export const stackedCellLabel =
  'max-sm:before:mb-0.5 max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]'

/**
 * A three-column comparison from a page's `comparison` rows (aspect · left · right). Explicit table
 * roles keep the semantics when small screens lay the rows out as blocks.
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
      <table role="table" className="w-full border-collapse text-left text-sm max-sm:block sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="bg-slate-50 text-slate-900 max-sm:sr-only">
          <tr role="row">
            <th role="columnheader" scope="col" className="w-1/5 px-4 py-3 font-semibold">
              {headings?.aspect}
            </th>
            <th role="columnheader" scope="col" className="px-4 py-3 font-semibold">
              {headings?.left}
            </th>
            <th role="columnheader" scope="col" className="px-4 py-3 font-semibold text-blue-800">
              {headings?.right}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-slate-200 max-sm:block">
          {rows.map((row) => (
            <tr role="row" key={row.id ?? row.aspect} className="align-top max-sm:block max-sm:py-2">
              <th role="rowheader" scope="row" className={`${cell} font-semibold text-slate-900 max-sm:pb-1`}>
                {row.aspect}
              </th>
              <td
                role="cell"
                data-label={headings?.left ?? ''}
                className={`${cell} ${stackedCellLabel} text-slate-700 max-sm:py-2`}
              >
                {row.left}
              </td>
              <td
                role="cell"
                data-label={headings?.right ?? ''}
                className={`${cell} ${stackedCellLabel} bg-blue-50/60 text-slate-800 max-sm:mx-3 max-sm:mb-2 max-sm:rounded-lg max-sm:py-2`}
              >
                {row.right}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
