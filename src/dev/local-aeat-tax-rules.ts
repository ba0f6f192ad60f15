/**
 * The agency's validations of the breakdown (Validaciones §3.1.3 15: Desglose / DetalleDesglose): tax
 * rates and equivalence surcharges per date, what each CalificacionOperacion and ClaveRegimen allows,
 * the quota against base × rate, and the simplified invoice's limit. One rule each, with its code from
 * the agency's published error list (see local-aeat-record-rules.ts). What the XSD already restricts
 * (the lists of ClaveRegimen and OperacionExenta values, CalificacionOperacion xor OperacionExenta) is
 * not repeated; nor are the IGIC- and IPSI-only keys (15.6.10–11), which this system never writes.
 */
import type { Alta, Line } from './local-aeat-record'
import type { Rule } from './local-aeat-record-rules'

const iva = (l: Line) => l.impuesto === '' || l.impuesto === '01'
const ivaOrIgic = (l: Line) => iva(l) || l.impuesto === '03'
const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d)
const within = (date: number, from: number, to: number) => date >= from && date <= to
const has = (v: number | null) => v !== null
const anyRate = (l: Line) => has(l.tipo) || has(l.cuota) || has(l.tipoRE) || has(l.cuotaRE)

/** A rule that a record breaks when one of its breakdown lines does. */
const line = (code: string, ref: string, text: string, broken: (l: Line, a: Alta) => boolean): Rule => ({
  code,
  ref,
  text,
  broken: (a) => a.lines.some((l) => broken(l, a)),
})
/** The IVA S1 lines (15.1, 15.3). */
const ivaS1 = (l: Line) => iva(l) && l.calificacion === 'S1'

const RATES = [0, 2, 4, 5, 7.5, 10, 21]
const SURCHARGES = [0, 0.26, 0.5, 0.62, 1, 1.4, 1.75, 5.2]
/** 15.3: the surcharge each rate admits (when the rule applies at the record's date). */
const SURCHARGE_OF: { rate: number; allowed: number[]; code: string; text: string; when?: [number, number] }[] = [
  {
    rate: 21,
    allowed: [5.2, 1.75],
    code: '1162',
    text: 'Si el TipoImpositivo es 21%, sólo se admite TipoRecargoEquivalencia 5,2 ó 1,75.',
  },
  {
    rate: 10,
    allowed: [1.4],
    code: '1163',
    text: 'Si el TipoImpositivo es 10%, sólo se admite TipoRecargoEquivalencia 1,4.',
  },
  {
    rate: 7.5,
    allowed: [1],
    code: '1169',
    text: 'Si el TipoImpositivo es 7,5% entre el 1 de octubre de 2024 y el 31 de diciembre de 2024, sólo se admite TipoRecargoEquivalencia 1.',
  },
  {
    rate: 5,
    allowed: [0.5],
    when: [0, day(2022, 12, 31)],
    code: '1167',
    text: 'Si el TipoImpositivo es 5% sólo se admite TipoRecargoEquivalencia 0,5 si Fecha Operacion (Fecha Expedicion Factura si no se informa FechaOperacion) es mayor o igual que el 1 de julio de 2022 y el 31 de diciembre de 2022.',
  },
  {
    rate: 5,
    allowed: [0.62],
    when: [day(2023, 1, 1), day(2024, 9, 30)],
    code: '1168',
    text: 'Si el TipoImpositivo es 5% sólo se admite TipoRecargoEquivalencia 0,62 si Fecha Operacion (Fecha Expedicion Factura si no se informa FechaOperacion) es mayor o igual que el 1 de enero de 2023 y el 30 de septiembre de 2024.',
  },
  {
    rate: 4,
    allowed: [0.5],
    code: '1164',
    text: 'Si el TipoImpositivo es 4%, sólo se admite TipoRecargoEquivalencia 0,5.',
  },
  {
    rate: 2,
    allowed: [0.26],
    code: '1166',
    text: 'Si el TipoImpositivo es 2% entre el 1 de octubre de 2024 y el 31 de diciembre de 2024, sólo se admite TipoRecargoEquivalencia 0,26.',
  },
  {
    rate: 0,
    allowed: [0],
    when: [day(2023, 1, 1), day(2024, 9, 30)],
    code: '1165',
    text: 'Si el TipoImpositivo es 0% sólo se admite TipoRecargoEquivalencia 0% entre el 1 de enero de 2023 y el 30 de septiembre de 2024.',
  },
]

/** 15.7: the quota is checked against base × rate, except on rectifications by differences (I) and R2/R3. */
const quotaChecked = (a: Alta) => a.rectificativa !== 'I' && !['R2', 'R3'].includes(a.type)
const sameSign = (x: number, y: number) => x * y >= 0
const quotaOff = (base: number, l: Line) => Math.abs((l.cuota ?? 0) - (base * (l.tipo ?? 0)) / 100) > 10

export const TAX_RULES: Rule[] = [
  // 15.1 TipoImpositivo (IVA, S1)
  line(
    '1124',
    '3.1.3.15.1',
    'El valor del campo TipoImpositivo no está incluido en la lista de valores permitidos.',
    (l) => ivaS1(l) && has(l.tipo) && !RATES.includes(l.tipo!),
  ),
  line(
    '1194',
    '3.1.3.15.1',
    'El valor del campo TipoImpositivo es incorrecto, el valor informado solo es permitido para FechaOperacion o FechaExpedicionFactura posterior o igual a 1 de julio de 2022 e inferior o igual a 30 de septiembre de 2024.',
    (l, a) => ivaS1(l) && l.tipo === 5 && !within(a.taxDate, day(2022, 7, 1), day(2024, 9, 30)),
  ),
  line(
    '1235',
    '3.1.3.15.1',
    'El valor del campo TipoImpositivo es incorrecto, el valor informado sólo es permitido para FechaOperacion o FechaExpedicionFactura posterior o igual a 1 de octubre de 2024 e inferior o igual a 31 de diciembre de 2024.',
    (l, a) => ivaS1(l) && (l.tipo === 2 || l.tipo === 7.5) && !within(a.taxDate, day(2024, 10, 1), day(2024, 12, 31)),
  ),
  // 15.2 BaseImponibleACoste
  line(
    '1257',
    '3.1.3.15.2',
    "El campo BaseImponibleACoste solo puede estar cumplimentado si la ClaveRegimen es = '06' o Impuesto = '02' (IPSI) o Impuesto = '05' (Otros).",
    (l) => has(l.aCoste) && l.clave !== '06' && !['02', '05'].includes(l.impuesto),
  ),
  // 15.3 TipoRecargoEquivalencia (IVA, S1)
  line(
    '1127',
    '3.1.3.15.3',
    'El valor del campo TipoRecargoEquivalencia no está incluido en la lista de valores permitidos.',
    (l) => ivaS1(l) && has(l.tipoRE) && !SURCHARGES.includes(l.tipoRE!),
  ),
  ...SURCHARGE_OF.map((s) =>
    line(
      s.code,
      '3.1.3.15.3',
      s.text,
      (l, a) =>
        ivaS1(l) &&
        has(l.tipoRE) &&
        l.tipo === s.rate &&
        (!s.when || within(a.taxDate, ...s.when)) &&
        !s.allowed.includes(l.tipoRE!),
    ),
  ),
  // 15.4 CalificacionOperacion
  line(
    '1197',
    '3.1.3.15.4',
    'Si CalificacionOperacion tiene valor Operación Sujeta y No exenta - Con inversión del sujeto pasivo (S2) TipoFactura solo puede ser F1, F3, R1, R2, R3 y R4.',
    (l, a) => l.calificacion === 'S2' && !['F1', 'F3', 'R1', 'R2', 'R3', 'R4'].includes(a.type),
  ),
  line(
    '1198',
    '3.1.3.15.4',
    'Si CalificacionOperacion tiene valor Operación Sujeta y No exenta - Con inversión del sujeto pasivo (S2) TipoImpositivo y CuotaRepercutida deberan tener valor 0.',
    (l) => l.calificacion === 'S2' && (l.tipo !== 0 || l.cuota !== 0),
  ),
  line(
    '1237',
    '3.1.3.15.4',
    'El valor del campo CalificacionOperacion está informado como Operación No sujeta (N1 o N2) y el impuesto es IVA. No se puede informar de los campos TipoImpositivo, CuotaRepercutida, TipoRecargoEquivalencia y CuotaRecargoEquivalencia.',
    (l) => iva(l) && ['N1', 'N2'].includes(l.calificacion) && anyRate(l),
  ),
  // 15.5 OperacionExenta
  line(
    '1199',
    '3.1.3.15.5',
    "Si Impuesto es '01' (IVA), '03' (IGIC) o no se cumplimenta y ClaveRegimen es 01 no pueden marcarse la OperacionExenta E2, E3.",
    (l) => ivaOrIgic(l) && l.clave === '01' && ['E2', 'E3'].includes(l.exenta),
  ),
  line(
    '1238',
    '3.1.3.15.5',
    'Si la operacion es exenta no se puede informar ninguno de los campos TipoImpositivo, CuotaRepercutida, TipoRecargoEquivalencia y CuotaRecargoEquivalencia.',
    (l) => !!l.exenta && anyRate(l),
  ),
  // 15.6 ClaveRegimen
  line(
    '1245',
    '3.1.3.15.6',
    'Si el campo Impuesto está vacío o tiene valor IVA(01) o IPSI(02) o IGIC(03) el campo ClaveRegimen debe de estar cumplimentado.',
    (l) => ivaOrIgic(l) && !l.clave,
  ),
  line(
    '1260',
    '3.1.3.15.6',
    'El campo ClaveRegimen solo debe de estar cumplimentado si el campo Impuesto está vacío o tiene valor IVA(01) o IPSI(02) o IGIC(03)',
    (l) => !!l.clave && !ivaOrIgic(l),
  ),
  line(
    '1286',
    '3.1.3.15.6.1',
    'Si el impuesto es IVA(01), IGIC(03) o vacio, si ClaveRegimen es 02 solo se podrá informar OperacionExenta.',
    (l) => ivaOrIgic(l) && l.clave === '02' && (!l.exenta || anyRate(l)),
  ),
  line(
    '1200',
    '3.1.3.15.6.2',
    'Si ClaveRegimen es 03 CalificacionOperacion sólo puede ser Operación Sujeta y No exenta - Sin inversión del sujeto pasivo (S1).',
    (l) => ivaOrIgic(l) && l.clave === '03' && !!l.calificacion && l.calificacion !== 'S1',
  ),
  line(
    '1201',
    '3.1.3.15.6.3',
    'Si ClaveRegimen es 04 CalificacionOperacion sólo puede ser Operación Sujeta y No exenta - Con inversión del sujeto pasivo (S2) o bien OperacionExenta.',
    (l) => ivaOrIgic(l) && l.clave === '04' && !l.exenta && l.calificacion !== 'S2',
  ),
  line(
    '1202',
    '3.1.3.15.6.4',
    'Si ClaveRegimen es 06 TipoFactura no puede ser F2, F3, R5 y BaseImponibleACoste debe estar cumplimentado.',
    (l, a) => ivaOrIgic(l) && l.clave === '06' && (['F2', 'F3', 'R5'].includes(a.type) || !has(l.aCoste)),
  ),
  line(
    '1203',
    '3.1.3.15.6.5',
    'Si ClaveRegimen es 07 OperacionExenta no puede ser E2, E3, E4 y E5 o CalificacionOperacion no puede ser S2, N1, N2.',
    (l) =>
      ivaOrIgic(l) &&
      l.clave === '07' &&
      (['S2', 'N1', 'N2'].includes(l.calificacion) || ['E2', 'E3', 'E4', 'E5'].includes(l.exenta)),
  ),
  line(
    '1252',
    '3.1.3.15.6.6',
    'Si ClaveRegimen es 08 el campo CalificacionOperacion tiene que tener el valor Operación No sujeta por reglas de localización (N2) e ir siempre informado.',
    (l) => ivaOrIgic(l) && l.clave === '08' && l.calificacion !== 'N2',
  ),
  line(
    '1205',
    '3.1.3.15.6.7',
    'Si ClaveRegimen es 10 CalificacionOperacion tiene que ser N1, TipoFactura F1 y Destinatarios estar identificada mediante NIF.',
    (l, a) =>
      ivaOrIgic(l) &&
      l.clave === '10' &&
      (l.calificacion !== 'N1' || a.type !== 'F1' || a.recipients.some((r) => !r.nif)),
  ),
  line(
    '1206',
    '3.1.3.15.6.8',
    'Si ClaveRegimen es 11 TipoImpositivo ha de ser 21%.',
    (l) => iva(l) && l.clave === '11' && l.tipo !== 21,
  ),
  line(
    '1147',
    '3.1.3.15.6.9',
    'Si ClaveRegimen es 14, FechaOperacion es obligatoria y debe ser posterior a la FechaExpedicionFactura.',
    (l, a) => ivaOrIgic(l) && l.clave === '14' && (a.operation === null || !(a.operation > a.issued)),
  ),
  line(
    '1148',
    '3.1.3.15.6.9',
    'Si la ClaveRegimen es 14, el campo TipoFactura debe ser F1, R1, R2, R3 o R4.',
    (l, a) => ivaOrIgic(l) && l.clave === '14' && !['F1', 'R1', 'R2', 'R3', 'R4'].includes(a.type),
  ),
  line(
    '1149',
    '3.1.3.15.6.9',
    'Si ClaveRegimen es 14, el NIF de Destinatarios debe estar identificado en el censo de la AEAT y comenzar por P, Q, S o V.',
    (l, a) => ivaOrIgic(l) && l.clave === '14' && a.recipients.some((r) => !r.nif || !/^[PQSV]/.test(r.nif)),
  ),
  // 15.7 CuotaRepercutida
  line(
    '1207',
    '3.1.3.15.7',
    'La CuotaRepercutida solo podrá ser distinta de 0 si CalificacionOperacion es Operación Sujeta y No exenta - Sin inversión del sujeto pasivo (S1).',
    (l) => !!l.cuota && l.calificacion !== 'S1',
  ),
  line(
    '1208',
    '3.1.3.15.7',
    'Si CalificacionOperacion es Operación Sujeta y No exenta - Sin inversión del sujeto pasivo (S1) y BaseImponibleACoste no está cumplimentada, TipoImpositivo y CuotaRepercutida son obligatorios.',
    (l) => l.calificacion === 'S1' && !has(l.aCoste) && (!has(l.tipo) || !has(l.cuota)),
  ),
  line(
    '1209',
    '3.1.3.15.7',
    'Si CalificacionOperacion es Operación Sujeta y No exenta - Sin inversión del sujeto pasivo (S1) y ClaveRegimen es 06, TipoImpositivo y CuotaRepercutida son obligatorios.',
    (l) => l.calificacion === 'S1' && has(l.aCoste) && (!has(l.tipo) || !has(l.cuota)),
  ),
  line(
    '1143',
    '3.1.3.15.7',
    'Los campos CuotaRepercutida y BaseImponibleOimporteNoSujeto deben tener el mismo signo.',
    (l, a) => l.calificacion === 'S1' && !has(l.aCoste) && quotaChecked(a) && !sameSign(l.cuota ?? 0, l.base),
  ),
  line(
    '1142',
    '3.1.3.15.7',
    'El campo CuotaRepercutida tiene un valor incorrecto para el valor de los campos BaseImponibleOimporteNoSujeto y TipoImpositivo suministrados.',
    (l, a) => l.calificacion === 'S1' && !has(l.aCoste) && quotaChecked(a) && quotaOff(l.base, l),
  ),
  line(
    '1140',
    '3.1.3.15.7',
    'Los campos CuotaRepercutida y BaseImponibleACoste deben tener el mismo signo.',
    (l, a) => l.calificacion === 'S1' && has(l.aCoste) && quotaChecked(a) && !sameSign(l.cuota ?? 0, l.aCoste!),
  ),
  line(
    '1144',
    '3.1.3.15.7',
    'El campo CuotaRepercutida tiene un valor incorrecto para el valor de los campos BaseImponibleACoste y TipoImpositivo suministrados.',
    (l, a) => l.calificacion === 'S1' && has(l.aCoste) && quotaChecked(a) && quotaOff(l.aCoste!, l),
  ),
  // 15.8 the simplified invoice's limit
  {
    code: '1150',
    ref: '3.1.3.15.8',
    text: 'Cuando TipoFactura sea F2 y no este informado NumRegistroAcuerdoFacturacion o FacturaSinIdentifDestinatarioArt61d no sea S el sumatorio de BaseImponibleOimporteNoSujeto y CuotaRepercutida de todas las líneas de detalle no podrá ser superior a 3.000.',
    broken: (a) =>
      a.type === 'F2' &&
      !a.field('NumRegistroAcuerdoFacturacion') &&
      a.field('FacturaSinIdentifDestinatarioArt61d') !== 'S' &&
      a.lines.reduce((s, l) => s + l.base + (l.cuota ?? 0), 0) > 3010,
  },
]
