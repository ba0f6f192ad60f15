import { createHash } from 'node:crypto'

/**
 * The chained fingerprint (Huella, TipoHuella 01 = SHA-256) of a VERI*FACTU record, exactly as the
 * agency's "Especificaciones técnicas para generación de la huella o hash de los registros de
 * facturación" (v0.1.2) says: the listed fields in order, `name=value` joined by `&`, each value trimmed,
 * an absent value written as `name=`; UTF-8; SHA-256; upper-case hexadecimal (64 characters).
 */

export interface AltaFingerprintFields {
  IDEmisorFactura: string
  NumSerieFactura: string
  FechaExpedicionFactura: string
  TipoFactura: string
  CuotaTotal: string
  ImporteTotal: string
  /** the previous record's Huella; empty for the first record of the system */
  Huella: string
  FechaHoraHusoGenRegistro: string
}

export interface AnulacionFingerprintFields {
  IDEmisorFacturaAnulada: string
  NumSerieFacturaAnulada: string
  FechaExpedicionFacturaAnulada: string
  Huella: string
  FechaHoraHusoGenRegistro: string
}

const ALTA_ORDER = [
  'IDEmisorFactura',
  'NumSerieFactura',
  'FechaExpedicionFactura',
  'TipoFactura',
  'CuotaTotal',
  'ImporteTotal',
  'Huella',
  'FechaHoraHusoGenRegistro',
] as const
const ANULACION_ORDER = [
  'IDEmisorFacturaAnulada',
  'NumSerieFacturaAnulada',
  'FechaExpedicionFacturaAnulada',
  'Huella',
  'FechaHoraHusoGenRegistro',
] as const

const join = (names: readonly string[], fields: Record<string, string | null | undefined>) =>
  names.map((name) => `${name}=${(fields[name] ?? '').trim()}`).join('&')

/** The string an alta's fingerprint is computed over. */
export const altaFingerprintInput = (fields: AltaFingerprintFields) =>
  join(ALTA_ORDER, fields as unknown as Record<string, string>)

/** The string an anulación's fingerprint is computed over. */
export const anulacionFingerprintInput = (fields: AnulacionFingerprintFields) =>
  join(ANULACION_ORDER, fields as unknown as Record<string, string>)

/** SHA-256 of the input's UTF-8 bytes, upper-case hexadecimal. */
export const fingerprint = (input: string) => createHash('sha256').update(input, 'utf8').digest('hex').toUpperCase()

export const altaHuella = (fields: AltaFingerprintFields) => fingerprint(altaFingerprintInput(fields))
export const anulacionHuella = (fields: AnulacionFingerprintFields) => fingerprint(anulacionFingerprintInput(fields))

/** What a well-formed Huella looks like (the agency warns about anything else). */
export const HUELLA_PATTERN = /^[0-9A-F]{64}$/
