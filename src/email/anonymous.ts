import { createHash } from 'node:crypto'

/** The address an erased customer's orders keep instead of theirs (RFC 2606 `.invalid`: never delivered). */
export const ANONYMOUS_DOMAIN = 'anonimo.invalid'

export const subjectHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex')
export const anonymousEmail = (email: string) => `borrado-${subjectHash(email).slice(0, 16)}@${ANONYMOUS_DOMAIN}`

/** An order whose buyer was erased: never fulfilled, e-mailed or re-granted again (webhook replays, reconciliation). */
export const isErasedEmail = (email: string | null | undefined) => !!email && email.endsWith(`@${ANONYMOUS_DOMAIN}`)
