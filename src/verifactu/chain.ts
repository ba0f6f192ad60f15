import type pg from 'pg'

import { altaHuella, anulacionHuella } from './huella'

/**
 * Is the chain intact? The latest records (and the one before them) are re-fingerprinted from their
 * own XML, and each must carry the fingerprint of the one before and follow it in sequence. Reported
 * by /api/health with the records still to be sent (pending) or refused by the agency (rejected).
 */
export interface ChainRow {
  sequence: number
  kind: string
  huella: string
  previous_huella: string | null
  xml: string
}

const CHECKED = 20

const field = (xml: string, name: string) => xml.match(new RegExp(`<sum1:${name}>([^<]*)</sum1:${name}>`))?.[1] ?? ''
/** The last `<sum1:Huella>` of a record is its own (the chained one sits inside Encadenamiento, earlier). */
const ownHuella = (xml: string) => [...xml.matchAll(/<sum1:Huella>([^<]*)<\/sum1:Huella>/g)].at(-1)?.[1] ?? ''

/** The fingerprint a record's XML says it should have, recomputed. */
export function recomputedHuella(row: Pick<ChainRow, 'kind' | 'xml'>): string {
  const x = row.xml
  const previous = x.includes('<sum1:RegistroAnterior>')
    ? field(x.slice(x.indexOf('<sum1:RegistroAnterior>')), 'Huella')
    : ''
  if (row.kind === 'anulacion') {
    return anulacionHuella({
      IDEmisorFacturaAnulada: field(x, 'IDEmisorFacturaAnulada'),
      NumSerieFacturaAnulada: field(x, 'NumSerieFacturaAnulada'),
      FechaExpedicionFacturaAnulada: field(x, 'FechaExpedicionFacturaAnulada'),
      Huella: previous,
      FechaHoraHusoGenRegistro: field(x, 'FechaHoraHusoGenRegistro'),
    })
  }
  const id = x.slice(x.indexOf('<sum1:IDFactura>'))
  return altaHuella({
    IDEmisorFactura: field(id, 'IDEmisorFactura'),
    NumSerieFactura: field(id, 'NumSerieFactura'),
    FechaExpedicionFactura: field(id, 'FechaExpedicionFactura'),
    TipoFactura: field(x, 'TipoFactura'),
    CuotaTotal: field(x, 'CuotaTotal'),
    ImporteTotal: field(x, 'ImporteTotal'),
    Huella: previous,
    FechaHoraHusoGenRegistro: field(x, 'FechaHoraHusoGenRegistro'),
  })
}

/** Rows in ascending sequence; the first may be the link before the checked ones. */
export function chainIntact(rows: ChainRow[]): boolean {
  return rows.every((row, i) => {
    const own = recomputedHuella(row) === row.huella && ownHuella(row.xml) === row.huella
    if (i === 0) return own && (row.sequence !== 1 || !row.previous_huella)
    const before = rows[i - 1]
    return own && row.sequence === before.sequence + 1 && (row.previous_huella ?? '') === before.huella
  })
}

export interface ChainHealth {
  chainIntact: boolean
  pending: number
  rejected: number
}

export async function chainHealth(pool: Pick<pg.Pool, 'query'>): Promise<ChainHealth> {
  const [latest, counts] = await Promise.all([
    pool.query<ChainRow>(
      `SELECT sequence::int AS sequence, kind, huella, previous_huella, xml FROM verifactu_records ORDER BY sequence DESC LIMIT ${CHECKED + 1}`,
    ),
    pool.query<{ pending: number; rejected: number }>(
      `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE status = 'rejected')::int AS rejected FROM verifactu_records`,
    ),
  ])
  return { chainIntact: chainIntact(latest.rows.reverse()), ...counts.rows[0] }
}
