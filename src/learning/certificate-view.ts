import { longDate } from '@/content/dates'
import { absoluteUrl } from '@/content/seo'
import type { Certificate } from '@/payload-types'
import { hoursLabel } from '@/pdf/certificate'

import { certificateState, linkedInAddUrl, scoresLabel } from './certificates'

/** What the dashboard shows of a certificate (dates in Spanish, the public URL, LinkedIn's link). */
export function certificateView(c: Certificate) {
  const url = absoluteUrl(`/certificados/${c.code}`)
  return {
    code: c.code,
    name: c.name,
    issuedOn: longDate(c.issuedAt),
    hours: hoursLabel(c.hours),
    indexable: Boolean(c.indexable),
    url,
    linkedIn: linkedInAddUrl(c, url),
    state: certificateState(c),
    revokedOn: c.revokedAt ? longDate(c.revokedAt) : undefined,
    revokedReason: c.revokedReason,
    scores: scoresLabel(c.scores),
  }
}

/** The one certificate the dashboard shows: the live one, else a revoked one, else none. */
export const shownCertificate = (certificates: Certificate[]) =>
  certificates.find((c) => certificateState(c) === 'active') ??
  certificates.find((c) => certificateState(c) === 'revoked') ??
  null
