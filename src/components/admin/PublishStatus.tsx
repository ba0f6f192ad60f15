'use client'

import { useDocumentInfo } from '@payloadcms/ui'

import { publicPath } from '@/content/paths'

/**
 * Beside the publish buttons of editorial content: whether the document is on the site, whether it has
 * changes not published yet, and «Ver en la web» (its public page) once it is published.
 */
export function PublishStatus() {
  const { collectionSlug, hasPublishedDoc, unpublishedVersionCount, savedDocumentData, id } = useDocumentInfo()
  if (!id || !collectionSlug) return null
  const path = publicPath(collectionSlug, savedDocumentData?.slug)
  const pending = unpublishedVersionCount > 0
  return (
    <p className="publish-status" data-testid="publish-status" style={{ margin: 0, fontSize: '0.85rem', whiteSpace: 'nowrap' }}>
      {hasPublishedDoc ? (pending ? 'En la web, con cambios sin publicar' : 'Publicado') : 'Sin publicar: borrador'}
      {hasPublishedDoc && path ? (
        <>
          {' · '}
          <a href={path} target="_blank" rel="noopener">
            Ver en la web
          </a>
        </>
      ) : null}
    </p>
  )
}
