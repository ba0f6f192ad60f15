/**
 * The agency's business validations that reject a RegistroAlta (Validaciones_Errores_Veri-Factu
 * §3.1.3) and those of the SistemaInformatico block of every record (§3.1.5), one rule each: its error
 * code, where the document states it, the agency's text, and when the record breaks it.
 *
 * The documents give no codes (§4.4 points to `errores.properties`, not in the reference pack): codes and
 * texts are those of that published list. Left out, as this system never writes them and the XSD or
 * the census decide them: Tercero and EmitidaPorTerceroODestinatario (§3.1.3 11–12), the billing
 * agreements (21–22), whether a NIF-IVA is in the census (only its form is checked here). A recipient's
 * NIF must be in the census: the stand-in's census is every well-formed NIF but `NOT_IN_CENSUS`
 * (local-aeat-ids.ts); such a recipient goes as IDOtro 07 «No censado», an admissible error (§4.3.1).
 */
import { brexitPrefixRefused, censused, validNif, validNifIva } from './local-aeat-ids'
import type { Alta, Party, SystemId } from './local-aeat-record'

export interface Rule<T = Alta> {
  code: string
  /** section of Validaciones_Errores_Veri-Factu */
  ref: string
  /** the agency's description */
  text: string
  broken: (record: T) => boolean
}

const R_TYPES = ['R1', 'R2', 'R3', 'R4', 'R5']
const NAMED_TYPES = ['F1', 'F3', 'R1', 'R2', 'R3', 'R4']
const OCT_28_2024 = Date.UTC(2024, 9, 28)
const ivaOrIgic = (impuesto: string) => impuesto === '' || impuesto === '01' || impuesto === '03'
/** «si ClaveRegimen = 14 o 15» for IVA/IGIC: the only case an operation may follow the invoice or the present. */
const laterOperationAllowed = (a: Alta) => a.lines.some((l) => ivaOrIgic(l.impuesto) && ['14', '15'].includes(l.clave))
const yearOf = (ms: number) => new Date(ms).getUTCFullYear()
const otros = (a: Alta) => a.recipients.flatMap((r) => (r.otro ? [r.otro] : []))

export const RECORD_RULES: Rule[] = [
  // 1. IDFactura (the issuer's NIF against the header is judged before, for altas and anulaciones alike)
  {
    code: '1105',
    ref: '3.1.3.1',
    text: 'El valor del campo FechaExpedicionFactura es incorrecto.',
    broken: (a) => Number.isNaN(a.issued),
  },
  {
    code: '1112',
    ref: '3.1.3.1',
    text: 'El campo FechaExpedicionFactura es superior a la fecha actual.',
    broken: (a) => a.issued > a.today,
  },
  {
    code: '1152',
    ref: '3.1.3.1',
    text: 'La fecha de expedición no puede ser inferior al 28 de octubre de 2024.',
    broken: (a) => a.issued < OCT_28_2024,
  },
  {
    code: '1130',
    ref: '3.1.3.1',
    text: 'El campo NumSerieFactura contiene caracteres no permitidos.',
    broken: (a) => !/^[\x20-\x7e]+$/.test(a.number),
  },
  // 2. RechazoPrevio
  {
    code: '1153',
    ref: '3.1.3.2',
    text: 'Valor del campo RechazoPrevio no válido, solo podrá incluirse el campo RechazoPrevio con valor X si se ha informado el campo Subsanacion y tiene el valor S.',
    broken: (a) => a.rechazoPrevio === 'X' && !a.subsanacion,
  },
  {
    code: '1161',
    ref: '3.1.3.2',
    text: 'El valor del campo RechazoPrevio no es válido, no podrá incluirse el campo RechazoPrevio con valor S si no se ha informado del campo Subsanacion o tiene el valor N.',
    broken: (a) => a.rechazoPrevio === 'S' && !a.subsanacion,
  },
  // 3. TipoRectificativa: only and always on the R types
  {
    code: '1114',
    ref: '3.1.3.3',
    text: 'Si la factura es de tipo rectificativa, el campo TipoRectificativa debe tener valor.',
    broken: (a) => R_TYPES.includes(a.type) && !a.rectificativa,
  },
  {
    code: '1115',
    ref: '3.1.3.3',
    text: 'Si la factura no es de tipo rectificativa, el campo TipoRectificativa no debe tener valor.',
    broken: (a) => !R_TYPES.includes(a.type) && a.has('TipoRectificativa'),
  },
  // 4–5. FacturasRectificadas, FacturasSustituidas
  {
    code: '1117',
    ref: '3.1.3.4',
    text: 'Si la factura no es de tipo rectificativa, el bloque FacturasRectificadas no podrá venir informado.',
    broken: (a) => a.has('FacturasRectificadas') && !R_TYPES.includes(a.type),
  },
  {
    code: '1116',
    ref: '3.1.3.5',
    text: 'Debe informarse el campo FacturasSustituidas sólo si la factura es de tipo F3.',
    broken: (a) => a.has('FacturasSustituidas') && a.type !== 'F3',
  },
  {
    code: '1154',
    ref: '3.1.3.4–5',
    text: 'El NIF del emisor de la factura rectificada/sustitutiva no se ha podido identificar en el censo de la AEAT.',
    broken: (a) => a.referencedIssuers.some((nif) => !validNif(nif)),
  },
  // 6. ImporteRectificacion: only and always with TipoRectificativa S
  {
    code: '1118',
    ref: '3.1.3.6',
    text: 'Si la factura es de tipo rectificativa por sustitución el bloque ImporteRectificacion es obligatorio.',
    broken: (a) => a.rectificativa === 'S' && !a.has('ImporteRectificacion'),
  },
  {
    code: '1119',
    ref: '3.1.3.6',
    text: 'Si la factura no es de tipo rectificativa por sustitución el bloque ImporteRectificacion no debe tener valor.',
    broken: (a) => a.rectificativa !== 'S' && a.has('ImporteRectificacion'),
  },
  // 7. FechaOperacion
  {
    code: '1145',
    ref: '3.1.3.7',
    text: 'Formato de fecha incorrecto.',
    broken: (a) => a.operation !== null && Number.isNaN(a.operation),
  },
  {
    code: '1134',
    ref: '3.1.3.7',
    text: 'El valor del campo FechaOperacion no debe ser inferior a la fecha actual menos veinte años.',
    broken: (a) =>
      a.operation !== null &&
      a.operation < Date.UTC(yearOf(a.today) - 20, new Date(a.today).getUTCMonth(), new Date(a.today).getUTCDate()),
  },
  {
    code: '1125',
    ref: '3.1.3.7',
    text: 'El valor del campo FechaOperacion tiene una fecha superior a la permitida.',
    broken: (a) => a.operation !== null && yearOf(a.operation) > yearOf(a.today) + 1,
  },
  {
    code: '1173',
    ref: '3.1.3.7',
    text: 'Sólo se permite que la fecha de operación sea superior a la fecha actual si los detalles del desglose son ClaveRegimen 14 o 15 e Impuesto IVA(01) o IGIC(03) o vacío.',
    broken: (a) => a.operation !== null && a.operation > a.today && !laterOperationAllowed(a),
  },
  {
    code: '1146',
    ref: '3.1.3.1, 3.1.3.7',
    text: 'Sólo se permite que la fecha de expedicion de la factura sea anterior a la fecha operación si los detalles del desglose son ClaveRegimen 14 o 15 e Impuesto 01, 03 o vacío.',
    broken: (a) => a.operation !== null && a.issued < a.operation && !laterOperationAllowed(a),
  },
  // 8–10. FacturaSimplificadaArt7273, FacturaSinIdentifDestinatarioArt61d, Macrodato
  {
    code: '1183',
    ref: '3.1.3.8',
    text: 'El campo FacturaSimplificadaArticulos7273 solo se podrá rellenar con S si TipoFactura es de tipo F1 o F3 o R1 o R2 o R3 o R4.',
    broken: (a) => a.field('FacturaSimplificadaArt7273') === 'S' && !NAMED_TYPES.includes(a.type),
  },
  {
    code: '1185',
    ref: '3.1.3.9',
    text: 'El campo FacturaSinIdentifDestinatarioArt61d solo se podrá rellenar con S si TipoFactura es de tipo F2 o R5.',
    broken: (a) => a.field('FacturaSinIdentifDestinatarioArt61d') === 'S' && !['F2', 'R5'].includes(a.type),
  },
  {
    code: '1139',
    ref: '3.1.3.10',
    text: 'Si el campo ImporteTotal está informado y es igual o superior a +-100.000.000 el campo Macrodato debe estar informado con valor S.',
    broken: (a) => Math.abs(a.importeTotal) >= 100_000_000 && a.field('Macrodato') !== 'S',
  },
  // 13. Destinatarios
  {
    code: '1156',
    ref: '3.1.3.13',
    text: 'Para el bloque IDOtro y IDType NIF-IVA (02), el valor de TipoFactura es incorrecto.',
    broken: (a) => otros(a).some((o) => o.type === '02') && !NAMED_TYPES.includes(a.type),
  },
  {
    code: '1189',
    ref: '3.1.3.13',
    text: 'Si TipoFactura es F1 o F3 o R1 o R2 o R3 o R4 el bloque Destinatarios tiene que estar cumplimentado.',
    broken: (a) => NAMED_TYPES.includes(a.type) && a.recipients.length === 0,
  },
  {
    code: '1190',
    ref: '3.1.3.13',
    text: 'Si TipoFactura es F2 o R5 el bloque Destinatarios no puede estar cumplimentado.',
    broken: (a) => ['F2', 'R5'].includes(a.type) && a.has('Destinatarios'),
  },
  {
    code: '1123',
    ref: '3.1.3.13',
    text: 'El formato del NIF es incorrecto.',
    broken: (a) => a.recipients.some((r) => r.nif !== undefined && !validNif(r.nif)),
  },
  {
    code: '1110',
    ref: '3.1.3.13, 4.3.1',
    text: 'El NIF no está identificado en el censo de la AEAT.',
    broken: (a) => a.recipients.some((r) => r.nif !== undefined && !censused(r.nif)),
  },
  {
    code: '1111',
    ref: '3.1.3.13',
    text: 'El campo CodigoPais es obligatorio cuando IDType es distinto de NIF-IVA (02).',
    broken: (a) => otros(a).some((o) => o.type !== '02' && !o.country),
  },
  {
    code: '1126',
    ref: '3.1.3.13',
    text: 'El valor del CodigoPais solo puede ser ES cuando el IDType sea Pasaporte (03) o No Censado (07). Si IDType es No Censado (07) el CodigoPais debe ser ES (España).',
    broken: (a) =>
      otros(a).some(
        (o) => (o.type === '07' && o.country !== 'ES') || (o.country === 'ES' && !['03', '07'].includes(o.type)),
      ),
  },
  {
    code: '1103',
    ref: '3.1.3.13, nota 1',
    text: 'El valor del campo ID es incorrecto.',
    broken: (a) => otros(a).some((o) => o.type === '02' && !validNifIva(o.id)),
  },
  {
    code: '1254',
    ref: '3.1.3.13, nota 1',
    text: "Si FechaOperacion (FechaExpedicionFactura si no se informa FechaOperacion) es anterior a 01/01/2021 no se permite el valor 'XI' para Identificaciones NIF-IVA",
    broken: (a) => otros(a).some((o) => o.type === '02' && brexitPrefixRefused(o.id, a.taxDate) === 'XI'),
  },
  {
    code: '1255',
    ref: '3.1.3.13, nota 1',
    text: "Si FechaOperacion (FechaExpedicionFactura si no se informa FechaOperacion) es mayor o igual que 01/02/2021 no se permite el valor 'GB' para Identificaciones NIF-IVA",
    broken: (a) => otros(a).some((o) => o.type === '02' && brexitPrefixRefused(o.id, a.taxDate) === 'GB'),
  },
  // 14. Cupon
  {
    code: '1157',
    ref: '3.1.3.14',
    text: 'El valor de cupón solo puede ser S o N si está informado. El valor de cupón sólo puede ser S si el tipo de factura es R1 o R5.',
    broken: (a) => a.field('Cupon') === 'S' && !['R1', 'R5'].includes(a.type),
  },
]

const systemIdType = (o: Party['otro']) => (o ? o.type : '')

/** §3.1.5: the SistemaInformatico block, in altas and anulaciones. */
export const SYSTEM_RULES: Rule<SystemId>[] = [
  {
    code: '1176',
    ref: '3.1.5',
    text: 'El valor de campo NIF del bloque SistemaInformatico es incorrecto.',
    broken: (s) => !s.otro && !validNif(s.nif),
  },
  {
    code: '1103',
    ref: '3.1.5, nota 1',
    text: 'El valor del campo ID es incorrecto.',
    broken: (s) => systemIdType(s.otro) === '02' && !validNifIva(s.otro!.id),
  },
  {
    code: '1232',
    ref: '3.1.5',
    text: 'Si se identifica a través de la agrupación IDOtro y CodigoPais tiene valor ES (España), el campo IDType debe valer Pasaporte (03).',
    broken: (s) => s.otro?.country === 'ES' && s.otro.type !== '03',
  },
  {
    code: '1221',
    ref: '3.1.5',
    text: 'El valor del campo IDType del sistema informático es incorrecto.',
    broken: (s) => systemIdType(s.otro) === '07',
  },
  {
    code: '1177',
    ref: '3.1.5',
    text: 'El valor de campo IdSistemaInformatico del bloque SistemaInformatico es incorrecto.',
    // two positions, each an upper-case letter other than Ñ or a digit
    broken: (s) => !/^[A-Z0-9]{2}$/.test(s.id),
  },
  {
    code: '1220',
    ref: '3.1.5',
    text: 'El valor del campo NombreSistemaInformatico es incorrecto.',
    broken: (s) => !s.name,
  },
]
