/**
 * Hand-made VERI*FACTU records for the sending side's tests (the records module builds the real ones):
 * RegistroAlta / RegistroAnulacion elements valid against SuministroLR.xsd, with the SuministroInformacion
 * namespace declared on them, chained with their fingerprints (Veri-Factu_especificaciones_huella).
 */
import crypto from 'node:crypto'

import { NS } from '@/verifactu/soap'

export const ISSUER = { nif: 'B87654323', name: 'Academia GEO Formación, S.L.' }
export type Issuer = typeof ISSUER

export interface Made {
  xml: string
  huella: string
  number: string
  date: string
  kind: 'alta' | 'anulacion'
}

const sha = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('hex').toUpperCase()
const sistema = (issuer: Issuer) =>
  `<sum1:SistemaInformatico><sum1:NombreRazon>${issuer.name}</sum1:NombreRazon><sum1:NIF>${issuer.nif}</sum1:NIF><sum1:NombreSistemaInformatico>Academia GEO</sum1:NombreSistemaInformatico><sum1:IdSistemaInformatico>AG</sum1:IdSistemaInformatico><sum1:Version>1.0</sum1:Version><sum1:NumeroInstalacion>1</sum1:NumeroInstalacion><sum1:TipoUsoPosibleSoloVerifactu>S</sum1:TipoUsoPosibleSoloVerifactu><sum1:TipoUsoPosibleMultiOT>N</sum1:TipoUsoPosibleMultiOT><sum1:IndicadorMultiplesOT>N</sum1:IndicadorMultiplesOT></sum1:SistemaInformatico>`

const chaining = (previous: Made | undefined, issuer: Issuer) =>
  previous
    ? `<sum1:Encadenamiento><sum1:RegistroAnterior><sum1:IDEmisorFactura>${issuer.nif}</sum1:IDEmisorFactura><sum1:NumSerieFactura>${previous.number}</sum1:NumSerieFactura><sum1:FechaExpedicionFactura>${previous.date}</sum1:FechaExpedicionFactura><sum1:Huella>${previous.huella}</sum1:Huella></sum1:RegistroAnterior></sum1:Encadenamiento>`
    : `<sum1:Encadenamiento><sum1:PrimerRegistro>S</sum1:PrimerRegistro></sum1:Encadenamiento>`

/** Today in Madrid as dd-mm-yyyy (the shop's issue dates). */
export function today(offsetDays = 0) {
  const d = new Date(Date.now() + offsetDays * 86_400_000)
  const [y, m, day] = d.toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' }).split('-')
  return `${day}-${m}-${y}`
}

const nowStamp = () => new Date().toISOString().replace(/\.\d+Z$/, '+00:00')

export function alta(o: {
  number: string
  previous?: Made
  date?: string
  base?: number
  cuotaTotal?: number
  importeTotal?: number
  subsanacion?: boolean
  rechazoPrevio?: 'X' | 'S'
  /** a fingerprint that is not the record's own */
  wrongHuella?: boolean
  /** the previous fingerprint to chain to, instead of the previous record's */
  previousHuella?: string
  issuer?: Issuer
}): Made {
  const issuer = o.issuer ?? ISSUER
  const date = o.date ?? today()
  const base = o.base ?? 100
  const cuota = Math.round(base * 21) / 100
  const cuotaTotal = (o.cuotaTotal ?? cuota).toFixed(2)
  const importeTotal = (o.importeTotal ?? base + cuota).toFixed(2)
  const when = nowStamp()
  const previous = o.previous && o.previousHuella ? { ...o.previous, huella: o.previousHuella } : o.previous
  const huellaInput = `IDEmisorFactura=${issuer.nif}&NumSerieFactura=${o.number}&FechaExpedicionFactura=${date}&TipoFactura=F1&CuotaTotal=${cuotaTotal}&ImporteTotal=${importeTotal}&Huella=${previous?.huella ?? ''}&FechaHoraHusoGenRegistro=${when}`
  const huella = o.wrongHuella ? sha(`${huellaInput}x`) : sha(huellaInput)
  const xml =
    `<sum1:RegistroAlta xmlns:sum1="${NS.sum1}"><sum1:IDVersion>1.0</sum1:IDVersion>` +
    `<sum1:IDFactura><sum1:IDEmisorFactura>${issuer.nif}</sum1:IDEmisorFactura><sum1:NumSerieFactura>${o.number}</sum1:NumSerieFactura><sum1:FechaExpedicionFactura>${date}</sum1:FechaExpedicionFactura></sum1:IDFactura>` +
    `<sum1:NombreRazonEmisor>${issuer.name}</sum1:NombreRazonEmisor>` +
    (o.subsanacion ? `<sum1:Subsanacion>S</sum1:Subsanacion>` : '') +
    (o.rechazoPrevio ? `<sum1:RechazoPrevio>${o.rechazoPrevio}</sum1:RechazoPrevio>` : '') +
    `<sum1:TipoFactura>F1</sum1:TipoFactura><sum1:DescripcionOperacion>Curso GEO</sum1:DescripcionOperacion>` +
    `<sum1:Destinatarios><sum1:IDDestinatario><sum1:NombreRazon>Cliente</sum1:NombreRazon><sum1:NIF>12345678Z</sum1:NIF></sum1:IDDestinatario></sum1:Destinatarios>` +
    `<sum1:Desglose><sum1:DetalleDesglose><sum1:ClaveRegimen>01</sum1:ClaveRegimen><sum1:CalificacionOperacion>S1</sum1:CalificacionOperacion><sum1:TipoImpositivo>21</sum1:TipoImpositivo><sum1:BaseImponibleOimporteNoSujeto>${base.toFixed(2)}</sum1:BaseImponibleOimporteNoSujeto><sum1:CuotaRepercutida>${cuota.toFixed(2)}</sum1:CuotaRepercutida></sum1:DetalleDesglose></sum1:Desglose>` +
    `<sum1:CuotaTotal>${cuotaTotal}</sum1:CuotaTotal><sum1:ImporteTotal>${importeTotal}</sum1:ImporteTotal>` +
    chaining(previous, issuer) +
    sistema(issuer) +
    `<sum1:FechaHoraHusoGenRegistro>${when}</sum1:FechaHoraHusoGenRegistro><sum1:TipoHuella>01</sum1:TipoHuella><sum1:Huella>${huella}</sum1:Huella></sum1:RegistroAlta>`
  return { xml, huella, number: o.number, date, kind: 'alta' }
}

export function anulacion(o: { of: Made; previous: Made; issuer?: Issuer }): Made {
  const issuer = o.issuer ?? ISSUER
  const when = nowStamp()
  const huella = sha(
    `IDEmisorFacturaAnulada=${issuer.nif}&NumSerieFacturaAnulada=${o.of.number}&FechaExpedicionFacturaAnulada=${o.of.date}&Huella=${o.previous.huella}&FechaHoraHusoGenRegistro=${when}`,
  )
  const xml =
    `<sum1:RegistroAnulacion xmlns:sum1="${NS.sum1}"><sum1:IDVersion>1.0</sum1:IDVersion>` +
    `<sum1:IDFactura><sum1:IDEmisorFacturaAnulada>${issuer.nif}</sum1:IDEmisorFacturaAnulada><sum1:NumSerieFacturaAnulada>${o.of.number}</sum1:NumSerieFacturaAnulada><sum1:FechaExpedicionFacturaAnulada>${o.of.date}</sum1:FechaExpedicionFacturaAnulada></sum1:IDFactura>` +
    chaining(o.previous, issuer) +
    sistema(issuer) +
    `<sum1:FechaHoraHusoGenRegistro>${when}</sum1:FechaHoraHusoGenRegistro><sum1:TipoHuella>01</sum1:TipoHuella><sum1:Huella>${huella}</sum1:Huella></sum1:RegistroAnulacion>`
  return { xml, huella, number: o.of.number, date: o.of.date, kind: 'anulacion' }
}

/** n chained altas numbered `${prefix}000001`… after `previous`. */
export function chain(n: number, prefix = '2026-A-', previous?: Made): Made[] {
  const out: Made[] = []
  let last = previous
  for (let i = 1; i <= n; i++) {
    last = alta({ number: `${prefix}${String(i).padStart(6, '0')}`, previous: last })
    out.push(last)
  }
  return out
}
