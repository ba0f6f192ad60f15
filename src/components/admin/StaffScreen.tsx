import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import styles from './SupportDesk.module.css'

/** A query parameter as text (an array or a missing one reads as ''). */
export const param = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * The frame of the staff's own admin screens (support desk, VERI*FACTU): Payload's template, the title,
 * and the screen itself only for those `allowed`, who else is told so.
 */
export function StaffScreen({
  view,
  title,
  allowed,
  refusal,
  children,
}: {
  view: AdminViewServerProps
  title: string
  allowed: boolean
  refusal: string
  children: ReactNode
}) {
  const { initPageResult, params, searchParams, payload, i18n } = view
  return (
    <DefaultTemplate
      i18n={i18n}
      locale={initPageResult.locale}
      params={params}
      payload={payload}
      permissions={initPageResult.permissions}
      searchParams={searchParams}
      user={initPageResult.req.user ?? undefined}
      visibleEntities={initPageResult.visibleEntities}
    >
      <Gutter>
        <div className={styles.desk}>
          <h1>{title}</h1>
          {allowed ? children : <p role="alert">{refusal}</p>}
        </div>
      </Gutter>
    </DefaultTemplate>
  )
}

/** One table of a staff screen: its column headings, its rows, and a line when there are none. */
export function DeskTable({
  headings,
  rows,
  empty,
  testId,
}: {
  headings: string[]
  rows: ReactNode[]
  empty: string
  testId?: string
}) {
  return (
    <table className={styles.table} data-testid={testId}>
      <thead>
        <tr>
          {headings.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows}
        {!rows.length && (
          <tr>
            <td colSpan={headings.length}>{empty}</td>
          </tr>
        )}
      </tbody>
    </table>
  )
}
