'use client'

import { useDocumentInfo, useModal } from '@payloadcms/ui'
import { useEffect } from 'react'

import { publicPath } from '@/content/paths'

/**
 * Beside the publish buttons of editorial content: whether the document is on the site, whether it has
 * changes not published yet, «Ver en la web» (its public page) once it is published, and «Programar»,
 * which opens Payload's schedule drawer (otherwise only in the publish button's menu).
 */
export function PublishStatus() {
  const { collectionSlug, hasPublishedDoc, hasPublishPermission, unpublishedVersionCount, savedDocumentData, id } =
    useDocumentInfo()
  const { toggleModal } = useModal()
  useEffect(() => {
    // Payload's schedule drawer gives its time list no caption, so the date picker writes «Time».
    const fix = () => {
      for (const caption of document.querySelectorAll('.schedule-publish .react-datepicker-time__header')) {
        if (caption.textContent !== 'Hora') caption.textContent = 'Hora'
      }
    }
    const observer = new MutationObserver(fix)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  if (!id || !collectionSlug) return null
  const path = publicPath(collectionSlug, savedDocumentData?.slug)
  const pending = unpublishedVersionCount > 0
  return (
    <p
      className="publish-status"
      data-testid="publish-status"
      style={{ margin: 0, fontSize: '0.85rem', whiteSpace: 'nowrap' }}
    >
      {hasPublishedDoc ? (pending ? 'En la web, con cambios sin publicar' : 'Publicado') : 'Sin publicar: borrador'}
      {hasPublishedDoc && path ? (
        <>
          {' · '}
          <a href={path} target="_blank" rel="noopener">
            Ver en la web
          </a>
        </>
      ) : null}
      {hasPublishPermission ? (
        <>
          {' · '}
          <button
            type="button"
            className="publish-status__schedule"
            onClick={() => toggleModal(`schedule-publish-${id}`)}
            style={{
              padding: 0,
              border: 0,
              background: 'none',
              color: 'inherit',
              font: 'inherit',
              textDecoration: 'underline',
              cursor: 'pointer',
            }}
          >
            Programar…
          </button>
        </>
      ) : null}
    </p>
  )
}
