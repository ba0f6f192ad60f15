/**
 * How the local agency judges each record of a message (Validaciones_Errores_Veri-Factu §3–5), in the
 * agency's order: the issuer against the header, the alta/subsanación/anulación operations (§5) against
 * what it has registered, the business rules that reject a record (local-aeat-record-rules.ts for §3.1.3
 * and §3.1.5, local-aeat-tax-rules.ts for the breakdown, §3.1.3 15), then the admissible errors of
 * §4.3.1, which accept the record with errors. Nothing else: a warning the documents do not define is
 * not given (the agency does not compare a record's previous fingerprint with the last one it received).
 *
 * Codes and texts: the documents point to the agency's published `errores.properties` (§4.4); these
 * are its codes. `earlySend` and `forced` are the stand-in's own (a send before TiempoEsperaEnvio and a
 * rejection asked for by a test). The sender never branches on a code: a duplicate is recognised by the
 * answer's `RegistroDuplicado` block, as the SWeb document describes it.
 */
import crypto from 'node:crypto'

import type { AnswerLine } from '@/verifactu/soap'
import { recordKey } from '@/verifactu/soap'
import { find, textAt, type XmlNode } from '@/verifactu/xml-reader'

import { readAlta, readSystem } from './local-aeat-record'
import { RECORD_RULES, SYSTEM_RULES, type Rule } from './local-aeat-record-rules'
import { TAX_RULES } from './local-aeat-tax-rules'

export const CODES = {
  headerNif: '4104',
  schema: '4102',
  earlySend: '4140',
  issuerMismatch: '1108',
  duplicate: '3000',
  notRegistered: '3002',
  huella: '2000',
  previousHuellaLength: '2002',
  previousHuellaContent: '2003',
  futureGeneration: '2004',
  importeTotal: '2005',
  cuotaTotal: '2006',
  firstRecord: '2007',
  forced: '1100',
  notCensused: '2001',
} as const

/** Every rule that rejects an alta, in the document's order. */
export const ALTA_RULES: Rule[] = [...RECORD_RULES, ...TAX_RULES]

export interface Registered {
  state: 'Correcta' | 'AceptadaConErrores' | 'Anulada'
  code: string
  description: string
}

const num = (s: string) => (s ? Number(s) : 0)

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
      out.push(
        sha(`${head}&CuotaTotal=${cuota}&ImporteTotal=${total}&Huella=${previous}&FechaHoraHusoGenRegistro=${when}`),
      )
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
export function judgeRecord(
  node: XmlNode,
  o: { headerNif: string; registry: Map<string, Registered>; lastHuella?: string; now: number },
): Judged {
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

  // The issuer (§3.1.3.1, §3.1.4.1), the business rules that reject a record (§3.1.3, §3.1.5), then the
  // operations of §5 against what is registered.
  if (nif !== o.headerNif)
    return refuse(CODES.issuerMismatch, 'El NIF del IDEmisorFactura debe ser el mismo que el NIF del ObligadoEmision.')
  const record = alta ? readAlta(node, o.now) : null
  const system = readSystem(node)
  const broken = (record && ALTA_RULES.find((r) => r.broken(record))) || SYSTEM_RULES.find((r) => r.broken(system))
  if (broken) return refuse(broken.code, broken.text)
  if (alta) {
    if (!subsanacion && existing) {
      return refuse(CODES.duplicate, 'Registro de facturación duplicado.', {
        duplicate: { state: existing.state, code: existing.code, description: existing.description },
      })
    }
    // §5.1 ERROR (2): an alta after a rejection «sin registro previo» must not find the invoice registered.
    if (subsanacion && rechazoPrevio === 'X' && existing)
      return refuse(CODES.duplicate, 'Registro de facturación duplicado.')
    // §5.1 ERROR (3): a subsanación needs the record it corrects.
    if (subsanacion && rechazoPrevio !== 'X' && !existing)
      return refuse(CODES.notRegistered, 'No existe el registro de facturación.')
  } else {
    // §5.2 ERROR (10) and ERROR (6).
    if (sinRegistroPrevio && existing) return refuse(CODES.duplicate, 'Registro de facturación duplicado.')
    if (!sinRegistroPrevio && !existing) return refuse(CODES.notRegistered, 'No existe el registro de facturación.')
  }

  // Admissible errors (§4.3.1, in its order; §3.1.3 16–20 and 23): accepted, to be corrected.
  const warnings: [string, string][] = []
  // A recipient's NIF that is right but not in the census, sent as IDOtro 07 «No censado».
  if (record?.recipients.some((r) => r.otro?.type === '07'))
    warnings.push([CODES.notCensused, 'El NIF del bloque Destinatarios no está identificado en el censo de la AEAT.'])
  const first = textAt(find(node, 'Encadenamiento'), 'PrimerRegistro') === 'S'
  const previous = textAt(find(find(node, 'Encadenamiento'), 'RegistroAnterior'), 'Huella')
  if (!expectedHuellas(node, first ? '' : previous).includes(huella))
    warnings.push([CODES.huella, 'El cálculo de la huella suministrada es incorrecta.'])
  if (!first && previous.length !== 64)
    warnings.push([
      CODES.previousHuellaLength,
      'La longitud de huella del registro anterior no cumple con las especificaciones.',
    ])
  else if (!first && !/^[0-9A-F]{64}$/.test(previous))
    warnings.push([
      CODES.previousHuellaContent,
      'El contenido de la huella del registro anterior no cumple con las especificaciones.',
    ])
  if (alta) {
    const lines = find(node, 'Desglose')?.children ?? []
    const cuotas = lines.reduce(
      (s, l) => s + num(textAt(l, 'CuotaRepercutida')) + num(textAt(l, 'CuotaRecargoEquivalencia')),
      0,
    )
    const bases = lines.reduce((s, l) => s + num(textAt(l, 'BaseImponibleOimporteNoSujeto')), 0)
    const regimes = lines.map((l) => textAt(l, 'ClaveRegimen'))
    if (
      !regimes.some((r) => ['03', '05', '06', '08', '09'].includes(r)) &&
      Math.abs(num(textAt(node, 'ImporteTotal')) - bases - cuotas) > 10
    )
      warnings.push([
        CODES.importeTotal,
        'El campo ImporteTotal tiene un valor incorrecto para el valor de los campos BaseImponibleOimporteNoSujeto, CuotaRepercutida y CuotaRecargoEquivalencia suministrados.',
      ])
    if (Math.abs(num(textAt(node, 'CuotaTotal')) - cuotas) > 10)
      warnings.push([
        CODES.cuotaTotal,
        'El campo CuotaTotal tiene un valor incorrecto para el valor de los campos CuotaRepercutida y CuotaRecargoEquivalencia suministrados.',
      ])
  }
  if (first && o.lastHuella)
    warnings.push([
      CODES.firstRecord,
      'No debe informarse como primer registro, existen facturas emitidas con el obligado emisión y el sistema informático actual.',
    ])
  const generated = Date.parse(textAt(node, 'FechaHoraHusoGenRegistro'))
  if (generated > o.now + 5 * 60_000)
    warnings.push([
      CODES.futureGeneration,
      'El valor del campo FechaHoraHusoGenRegistro debe ser la fecha actual del sistema de la AEAT, admitiéndose un margen de error de: 5 minutos.',
    ])

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
