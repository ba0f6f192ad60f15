import type { ServerProps } from 'payload'

import { isEditorUser } from '../../security/roles'
import { dateTime } from '../../content/dates'
import { editorsDashboard, type DashboardEntry } from '../../editorial/dashboard'
import styles from './EditorsDashboard.module.css'

const when = (value?: string | null) => dateTime(value) || '—'

/**
 * The top of `/admin` for editors (admin.components.beforeDashboard): unpublished changes, what is
 * scheduled and when (Madrid time), the last case submissions and the last publish; read with the
 * user's own access (src/editorial/dashboard.ts). Support staff see Payload's list only.
 */
export async function EditorsDashboard({ payload, user }: ServerProps) {
  if (!user || !isEditorUser(user as never)) return null
  const data = await editorsDashboard(payload, user)
  return (
    <section className={styles.dashboard} aria-labelledby="editors-dashboard-title">
      <h2 id="editors-dashboard-title">Mesa de edición</h2>
      <p className={styles.lead}>
        Última publicación:{' '}
        {data.lastPublish ? (
          <>
            <strong>{when(data.lastPublish.at)}</strong> · <a href={data.lastPublish.href}>{data.lastPublish.title}</a>{' '}
            ({data.lastPublish.collectionLabel}
            {data.lastPublish.by ? `, ${data.lastPublish.by}` : ''})
          </>
        ) : (
          'ninguna todavía'
        )}
        . Horas en horario de Madrid.
      </p>
      <div className={styles.grid}>
        <div className={styles.card}>
          <h3>Borradores sin publicar</h3>
          {data.drafts.length ? (
            <EntryList entries={data.drafts} />
          ) : (
            <p className={styles.empty}>No hay cambios pendientes de publicar.</p>
          )}
        </div>
        <div className={styles.card}>
          <h3>Programado</h3>
          {data.scheduled.length ? (
            <ul className={styles.list}>
              {data.scheduled.map((s) => (
                <li key={`${s.collection}-${s.id}-${s.at}`}>
                  <span className={s.type === 'publish' ? styles.publish : styles.unpublish}>
                    {s.type === 'publish' ? 'Publicar' : 'Despublicar'}
                  </span>{' '}
                  <a href={s.href}>{s.title}</a>
                  <span className={styles.meta}>
                    {s.collectionLabel} · <time dateTime={s.at}>{when(s.at)}</time>
                    {s.by ? ` · ${s.by}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>Nada programado.</p>
          )}
        </div>
        <div className={styles.card}>
          <h3>Casos enviados por lectores</h3>
          {data.submissions.length ? (
            <ul className={styles.list}>
              {data.submissions.map((c) => (
                <li key={c.id}>
                  <a href={c.href}>{c.url}</a>
                  <span className={styles.meta}>
                    {c.model} · {c.status} · <time dateTime={c.at}>{when(c.at)}</time>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>No hay casos enviados.</p>
          )}
        </div>
      </div>
    </section>
  )
}

function EntryList({ entries }: { entries: DashboardEntry[] }) {
  return (
    <ul className={styles.list}>
      {entries.map((e) => (
        <li key={`${e.collection}-${e.id}`}>
          <a href={e.href}>{e.title}</a>
          <span className={styles.meta}>
            {e.collectionLabel} · <time dateTime={e.at}>{when(e.at)}</time>
            {e.by ? ` · ${e.by}` : ''}
          </span>
        </li>
      ))}
    </ul>
  )
}
