'use client'

import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

type Version = {
  id: number | string
  updatedAt: string
  autosave?: boolean
  version?: { _status?: string; editedBy?: { name?: string | null; email?: string } | number | null }
}

const when = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Madrid',
})
const who = (v: Version) => {
  const by = v.version?.editedBy
  return by && typeof by === 'object' ? by.name || by.email || '—' : '—'
}

/**
 * The document's sidebar: its last versions with who saved each and when (each version keeps
 * `editedBy`), linking to the version and to the whole history. Read again after every save.
 */
export function RecentEdits() {
  const { id, collectionSlug, savedDocumentData } = useDocumentInfo()
  const { config } = useConfig()
  const [versions, setVersions] = useState<Version[] | null>(null)
  const savedAt = String(savedDocumentData?.updatedAt ?? '')
  useEffect(() => {
    if (!id || !collectionSlug) return
    const query = new URLSearchParams({
      'where[parent][equals]': String(id),
      sort: '-updatedAt',
      limit: '5',
      depth: '1',
    })
    fetch(`${config.routes.api}/${collectionSlug}/versions?${query}`, { credentials: 'same-origin' })
      .then((r) => (r.ok ? (r.json() as Promise<{ docs: Version[] }>) : { docs: [] }))
      .then((r) => setVersions(r.docs))
      .catch(() => setVersions([]))
  }, [id, collectionSlug, savedAt, config.routes.api])
  if (!id || !collectionSlug) return null
  const base = `${config.routes.admin}/collections/${collectionSlug}/${id}/versions`
  return (
    <div className="recent-edits" data-testid="recent-edits" style={{ marginBottom: '1.5rem' }}>
      <p style={{ margin: '0 0 0.4rem', fontWeight: 600 }}>Últimas ediciones</p>
      {versions === null ? null : versions.length ? (
        <ul style={{ margin: 0, padding: 0, listStyle: 'none', fontSize: '0.85rem' }}>
          {versions.map((v) => (
            <li key={v.id} style={{ padding: '0.2rem 0' }}>
              <a href={`${base}/${v.id}`}>{when.format(new Date(v.updatedAt))}</a> · {who(v)} ·{' '}
              {v.version?._status === 'published' ? 'publicado' : v.autosave ? 'autoguardado' : 'borrador'}
            </li>
          ))}
        </ul>
      ) : (
        <p style={{ margin: 0, fontSize: '0.85rem' }}>Sin versiones todavía.</p>
      )}
      <a href={base} style={{ fontSize: '0.85rem' }}>
        Ver todo el historial
      </a>
    </div>
  )
}
