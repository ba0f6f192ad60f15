import type { VerifactuRecord } from '@/payload-types'

import { notCensused, type Recipient } from './tax-case'
import { childrenNamed, find, parseXml, textAt } from './xml-reader'

/**
 * What a correction («Subsanar y reenviar») may change besides being written again: data the invoice
 * cannot change (it is immutable) but the agency needs otherwise. The choice is stored on the new record
 * (`correctionChoice`) and its XML is built from it; the invoice and the corrected record never change.
 *
 * - `not_censused` «NIF no censado»: the recipient's NIF is right but not in the agency's census, which
 *   rejects the record; the corrected record names the recipient by `IDOtro` IDType 07, CodigoPais ES and
 *   the NIF as ID, which the agency registers with an admissible error (Validaciones §3.1.3 13, §4.3.1).
 */
export const CORRECTION_CHOICES = { not_censused: 'NIF no censado' } as const
export type CorrectionChoice = keyof typeof CORRECTION_CHOICES

export const isCorrectionChoice = (value: unknown): value is CorrectionChoice =>
  typeof value === 'string' && Object.hasOwn(CORRECTION_CHOICES, value)

/** The recipients of a corrected record with the choice applied (none: as the invoice names them). */
export const correctedRecipients = (
  recipients: Recipient[],
  choice: CorrectionChoice | null | undefined,
): Recipient[] => (choice === 'not_censused' ? recipients.map(notCensused) : recipients)

/** The agency's code for a NIF it cannot identify in its census (errores.properties). */
export const NOT_IN_CENSUS_CODE = '1110'

/** The NIFs a record's XML names its recipients by (Destinatarios/IDDestinatario/NIF). */
export function recipientNifs(xml: string): string[] {
  try {
    const parties = childrenNamed(find(parseXml(xml), 'Destinatarios'), 'IDDestinatario')
    return parties.map((p) => textAt(p, 'NIF')).filter(Boolean)
  } catch {
    return []
  }
}

type Corrected = Pick<VerifactuRecord, 'status' | 'agencyErrorCode' | 'agencyErrorDescription' | 'xml'>

/**
 * Why `record` cannot be corrected with `choice`, in Spanish, or null when it can: «NIF no censado» is for
 * a record the agency rejected because it could not identify a NIF, when the record names a recipient by
 * NIF (and, when the agency's reason names the NIF, it is the recipient's).
 */
export function choiceRefusal(record: Corrected, choice: CorrectionChoice): string | null {
  if (choice !== 'not_censused') return 'Esa opción de subsanación no existe.'
  const nifs = recipientNifs(record.xml)
  const named = record.agencyErrorDescription?.match(/NIF:\s*([0-9A-Z]{9})/)?.[1]
  const forRecipient =
    record.status === 'rejected' &&
    record.agencyErrorCode === NOT_IN_CENSUS_CODE &&
    nifs.length > 0 &&
    (!named || nifs.includes(named))
  return forRecipient
    ? null
    : '«NIF no censado» solo subsana un registro rechazado porque la AEAT no identifica en su censo el NIF del destinatario.'
}
