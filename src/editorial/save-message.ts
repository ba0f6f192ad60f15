/**
 * What the admin's toast says after a save of editorial content: Payload answers «updated» for a
 * publish, which left editors unsure whether the site changed. Publishing says it is live; unpublishing
 * says it is off the site (drafts keep Payload's draft message, collections/admin-spanish.ts).
 */
export const PUBLISHED_MESSAGE = 'Publicado: ya se ve en la web.'
export const UNPUBLISHED_MESSAGE = 'Despublicado: ya no se ve en la web.'

/** The message for a successful write answer of a collection with drafts, or null to keep Payload's. */
export function saveMessage(url: URL, body: unknown): string | null {
  const q = url.searchParams
  if (q.get('draft') === 'true' || q.get('autosave') === 'true') return null
  const doc = body && typeof body === 'object' && 'doc' in body ? (body as { doc?: { _status?: unknown } }).doc : null
  if (doc?._status === 'published') return PUBLISHED_MESSAGE
  // A save that is not a draft save but leaves a draft is «Despublicar» (it sends `_status: 'draft'`).
  if (doc?._status === 'draft') return UNPUBLISHED_MESSAGE
  return null
}
