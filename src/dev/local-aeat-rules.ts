/**
 * The local agency's business validations (Validaciones_Errores_Veri-Factu §3–5) on the records of
 * one message, and what it has registered. Only what can apply to this shop: identification, dates,
 * NumSerieFactura characters, duplicates and the alta/subsanación/anulación operations (§5), the
 * fingerprint and the chain, totals. Errors marked admissible in §4.3.1 accept the record with errors.
 *
 * Codes: the documents point to `errores.properties` (not in the reference pack); these are the
 * local stand-in's own numbers. The sender never branches on a code: a duplicate is recognised by
 * the answer's `RegistroDuplicado` block, as the SWeb document describes it.
 */
import crypto from 'node:crypto'

import { spanishTaxIdKind } from '@/tax/tax-id'
import type { AnswerLine } from '@/verifactu/soap'
import { recordKey } from '@/verifactu/soap'
import { find, textAt, type XmlNode } from '@/verifactu/xml-reader'

export const CODES = {
  headerNif: '4104',
  schema: '4102',
  earlySend: '4140',
  issuerMismatch: '1104',
  futureIssueDate: '1110',
  issueDateTooOld: '1111',
  serialCharacters: '1116',
  rechazoPrevio: '1118',
  duplicate: '3000',
  notRegistered: '3002',
  mustNotExist: '3003',
  huella: '2000',
  chain: '2001',
  previousHuellaFormat: '2002',
  cuotaTotal: '2004',
  importeTotal: '2005',
  futureGeneration: '2006',
  firstRecord: '2007',
  forced: '1100',
  invoiceType: '1120',
} as const

export interface Registered {
  state: 'Correcta' | 'AceptadaConErrores' | 'Anulada'
  code: string
  description: string
}

const parseDate = (ddmmyyyy: string) => {
  const m = ddmmyyyy.match(/^(\d{2})-(\d{2})-(\d{4})$/)
  return m ? Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1])) : NaN
}
/** The agency's «fecha actual»: today in Spain (Madrid), as midnight UTC of that date. */
const madridToday = (now: number) => Date.parse(`${new Date(now).toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' })}T00:00:00Z`)
const num = (s: string) => (s ? Number(s) : 0)
const HEX64 = /^[0-9A-F]{64}$/

export const validNif = (nif: string) => /^[0-9A-Z]{9}$/.test(nif) && spanishTaxIdKind(nif) !== null

/** The variants of a numeric value the fingerprint treats alike (one or two decimals, trailing zeros). */
function amountForms(value: string) {
  const n = Number(value)
  if (!value || !Number.isFinite(n)) return [value]
  return [...new Set([value, n.toFixed(2), String(n), n.toFixed(1)])]
}

const sha = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('hex').toUpperCase()

function expectedHuellas(node: XmlNode, previous: string) {
  const when = textAt(node, 'FechaHoraHusoGenRegistro')
  if (node.name === 'RegistroAnulacion') {
    const id = find(node, 'IDFactura')
    return [
      sha(
        `IDEmisorFacturaAnulada=${textAt(id, 'IDEmisorFacturaAnulada')}&NumSerieFacturaAnulada=${textAt(id, 'NumSerieFacturaAnulada')}&FechaExpedicionFacturaAnulada=${textAt(id, 'FechaExpedicionFacturaAnulada')}&Huella=${previous}&FechaHoraHusoGenRegistro=${when}`,
      ),
    ]
  }
  const id = find(node, 'IDFactura')
  const head = `IDEmisorFactura=${textAt(id, 'IDEmisorFactura')}&NumSerieFactura=${textAt(id, 'NumSerieFactura')}&FechaExpedicionFactura=${textAt(id, 'FechaExpedicionFactura')}&TipoFactura=${textAt(node, 'TipoFactura')}`
  const out: string[] = []
  for (const cuota of amountForms(textAt(node, 'CuotaTotal')))
    for (const total of amountForms(textAt(node, 'ImporteTotal')))
      out.push(sha(`${head}&CuotaTotal=${cuota}&ImporteTotal=${total}&Huella=${previous}&FechaHoraHusoGenRegistro=${when}`))
  return out
}

export interface Judged {
  line: AnswerLine
  register?: Registered
  key: string
  huella: string
}

/**
 * Judges one RegistroAlta/RegistroAnulacion against what is registered. `lastHuella` is the fingerprint
 * of the last record registered for this issuer (the chain the next one must continue).
 */
export function judgeRecord(node: XmlNode, o: { headerNif: string; registry: Map<string, Registered>; lastHuella?: string; now: number }): Judged {
  const alta = node.name === 'RegistroAlta'
  const id = find(node, 'IDFactura')
  const nif = textAt(id, alta ? 'IDEmisorFactura' : 'IDEmisorFacturaAnulada')
  const number = textAt(id, alta ? 'NumSerieFactura' : 'NumSerieFacturaAnulada')
  const date = textAt(id, alta ? 'FechaExpedicionFactura' : 'FechaExpedicionFacturaAnulada')
  const key = recordKey(nif, number, date)
  const huella = textAt(node, 'Huella')
  const base = { nif, number, date, operation: alta ? ('Alta' as const) : ('Anulacion' as const) }
  const refuse = (code: string, description: string, extra: Partial<AnswerLine> = {}): Judged => ({
    key,
    huella,
    line: { ...base, state: 'Incorrecto', code, description, ...extra },
  })
  const existing = o.registry.get(key)
  const subsanacion = textAt(node, 'Subsanacion') === 'S'
  const rechazoPrevio = textAt(node, 'RechazoPrevio')
  const sinRegistroPrevio = textAt(node, 'SinRegistroPrevio') === 'S'

  // Errors that reject the record (§3.1.3 and the operations of §5).
  if (nif !== o.headerNif) return refuse(CODES.issuerMismatch, 'El NIF del emisor de la factura no coincide con el NIF del obligado de la cabecera.')
  const issued = parseDate(date)
  if (!Number.isFinite(issued)) return refuse(CODES.futureIssueDate, 'La FechaExpedicionFactura no tiene el formato dd-mm-aaaa.')
  if (issued > madridToday(o.now)) return refuse(CODES.futureIssueDate, 'La FechaExpedicionFactura no puede ser superior a la fecha actual.')
  if (issued < Date.UTC(2024, 9, 28)) return refuse(CODES.issueDateTooOld, 'La FechaExpedicionFactura no debe ser inferior al 28/10/2024.')
  if (!/^[\x20-\x7e]+$/.test(number)) return refuse(CODES.serialCharacters, 'NumSerieFactura solo puede contener caracteres ASCII del 32 al 126.')
  if (alta) {
    if (rechazoPrevio === 'X' && !subsanacion) return refuse(CODES.rechazoPrevio, 'RechazoPrevio con valor X solo se admite con Subsanacion = S.')
    if (rechazoPrevio === 'S' && !subsanacion) return refuse(CODES.rechazoPrevio, 'RechazoPrevio con valor S solo se admite con Subsanacion = S.')
    if (!subsanacion && existing) {
      return refuse(CODES.duplicate, 'Registro de facturación duplicado.', {
        duplicate: { state: existing.state, code: existing.code, description: existing.description },
      })
    }
    if (subsanacion && rechazoPrevio === 'X' && existing) return refuse(CODES.mustNotExist, 'La factura ya existe en la AEAT: la subsanación tras rechazo sin registro previo no procede.')
    if (subsanacion && rechazoPrevio !== 'X' && !existing) return refuse(CODES.notRegistered, 'No existe en la AEAT un registro de facturación previo de esta factura para subsanar.')
    // §3.1.3 groups 4, 5 and 13: what each invoice type may and must carry.
    const type = textAt(node, 'TipoFactura')
    if (find(node, 'FacturasSustituidas') && type !== 'F3') return refuse(CODES.invoiceType, 'FacturasSustituidas solo puede incluirse cuando TipoFactura es F3.')
    if (find(node, 'FacturasRectificadas') && !type.startsWith('R')) return refuse(CODES.invoiceType, 'FacturasRectificadas solo puede incluirse si TipoFactura es R1, R2, R3, R4 o R5.')
    const named = !!find(node, 'IDDestinatario')
    if (['F1', 'F3', 'R1', 'R2', 'R3', 'R4'].includes(type) && !named) return refuse(CODES.invoiceType, `Si TipoFactura es ${type}, la agrupación Destinatarios tiene que estar cumplimentada.`)
    if (['F2', 'R5'].includes(type) && find(node, 'Destinatarios')) return refuse(CODES.invoiceType, `Si TipoFactura es ${type}, la agrupación Destinatarios no puede estar cumplimentada.`)
  } else {
    if (sinRegistroPrevio && existing) return refuse(CODES.mustNotExist, 'En una anulación sin registro previo no puede existir ya un registro de esta factura.')
    if (!sinRegistroPrevio && !existing) return refuse(CODES.notRegistered, 'Debería existir en la AEAT un registro de facturación previo de esta factura.')
  }

  // Admissible errors (§4.3.1): accepted, to be corrected.
  const warnings: [string, string][] = []
  const first = textAt(find(node, 'Encadenamiento'), 'PrimerRegistro') === 'S'
  const previous = textAt(find(find(node, 'Encadenamiento'), 'RegistroAnterior'), 'Huella')
  if (!first && !HEX64.test(previous)) warnings.push([CODES.previousHuellaFormat, 'La huella del registro anterior no tiene el formato SHA-256 (64 caracteres hexadecimales en mayúsculas).'])
  else if (first && o.lastHuella) warnings.push([CODES.firstRecord, 'Registro marcado como PrimerRegistro y ya existen registros de facturación para este SIF y obligado.'])
  else if (!first && o.lastHuella !== undefined && previous !== o.lastHuella) warnings.push([CODES.chain, 'La huella del registro anterior no coincide con la del último registro recibido.'])
  if (!expectedHuellas(node, first ? '' : previous).includes(huella)) warnings.push([CODES.huella, 'El cálculo de la huella suministrada es incorrecto.'])
  if (alta) {
    const lines = find(node, 'Desglose')?.children ?? []
    const cuotas = lines.reduce((s, l) => s + num(textAt(l, 'CuotaRepercutida')) + num(textAt(l, 'CuotaRecargoEquivalencia')), 0)
    const bases = lines.reduce((s, l) => s + num(textAt(l, 'BaseImponibleOimporteNoSujeto')), 0)
    if (Math.abs(num(textAt(node, 'CuotaTotal')) - cuotas) > 10) warnings.push([CODES.cuotaTotal, 'CuotaTotal no coincide con la suma de las cuotas del desglose (margen ±10,00 euros).'])
    const regimes = lines.map((l) => textAt(l, 'ClaveRegimen'))
    if (!regimes.some((r) => ['03', '05', '06', '08', '09'].includes(r)) && Math.abs(num(textAt(node, 'ImporteTotal')) - bases - cuotas) > 10)
      warnings.push([CODES.importeTotal, 'ImporteTotal no coincide con la suma de bases y cuotas del desglose (margen ±10,00 euros).'])
  }
  const generated = Date.parse(textAt(node, 'FechaHoraHusoGenRegistro'))
  if (generated > o.now + 5 * 60_000) warnings.push([CODES.futureGeneration, 'FechaHoraHusoGenRegistro es posterior a la fecha del sistema de la AEAT.'])

  const state = warnings.length ? 'AceptadoConErrores' : 'Correcto'
  const [code, description] = warnings[0] ?? ['', '']
  return {
    key,
    huella,
    line: { ...base, state, code, description },
    register: {
      state: !alta ? 'Anulada' : warnings.length ? 'AceptadaConErrores' : 'Correcta',
      code,
      description,
    },
  }
}
