import type { CollectionConfig } from 'payload'

import { isSupport, nobody } from './access'
import { refuseRecordDelete, refuseRecordChange } from './hooks/verifactu'
import { CORRECTION_CHOICES } from '@/verifactu/correction-data'

/**
 * VERI*FACTU invoicing records (registros de facturación, RD 1007/2023, Orden HAC/1177/2024): one
 * `RegistroAlta` per issued invoice (and `RegistroAnulacion` for a cancelled one), in one chain whose
 * every link carries the fingerprint (`huella`) of the one before. Written only by server code
 * (src/verifactu/records.ts, in the invoice's own transaction); the sender updates the state fields.
 * Nobody creates, changes or deletes a record through any route; the chain fields never change at all.
 * Fiscal records (buyers' names, tax IDs, amounts) are read by the roles that read invoices and the
 * business overview: admin and support, never editors.
 */
export const VerifactuRecords: CollectionConfig = {
  slug: 'verifactu-records',
  labels: { singular: 'Registro VERI*FACTU', plural: 'Registros VERI*FACTU' },
  graphQL: { singularName: 'VerifactuRecord', pluralName: 'VerifactuRecords' },
  admin: {
    useAsTitle: 'invoiceNumber',
    defaultColumns: ['sequence', 'kind', 'invoiceNumber', 'invoiceType', 'status', 'generatedAt'],
    group: 'Clientes y accesos',
  },
  defaultSort: '-sequence',
  access: { read: isSupport, create: nobody, update: nobody, delete: nobody },
  hooks: { beforeChange: [refuseRecordChange], beforeDelete: [refuseRecordDelete] },
  fields: [
    { name: 'sequence', label: 'Orden en la cadena', type: 'number', required: true, unique: true, min: 1 },
    {
      name: 'kind',
      label: 'Tipo de registro',
      type: 'select',
      required: true,
      options: [
        { label: 'Alta', value: 'alta' },
        { label: 'Anulación', value: 'anulacion' },
      ],
    },
    { name: 'invoice', label: 'Factura', type: 'relationship', relationTo: 'invoices', required: true, index: true },
    { name: 'issuerNif', label: 'NIF del emisor', type: 'text', required: true },
    { name: 'invoiceNumber', label: 'Número de factura (NumSerieFactura)', type: 'text', required: true, index: true },
    { name: 'issueDate', label: 'Fecha de expedición (dd-mm-aaaa)', type: 'text', required: true },
    {
      name: 'invoiceType',
      label: 'Tipo de factura',
      type: 'text',
      admin: { description: 'F1, F2, F3, R1…R5; vacío en una anulación' },
    },
    { name: 'huella', label: 'Huella', type: 'text', required: true, unique: true },
    {
      name: 'previousHuella',
      label: 'Huella del registro anterior',
      type: 'text',
      admin: { description: 'Vacía en el primer registro' },
    },
    { name: 'generatedAt', label: 'Generado el (FechaHoraHusoGenRegistro)', type: 'text', required: true },
    { name: 'xml', label: 'XML del registro', type: 'textarea', required: true },
    {
      name: 'qrUrl',
      label: 'URL del código QR',
      type: 'text',
      admin: {
        description: 'La del QR de la factura, fijada al emitirla (src/verifactu/qr.ts); vacía en una anulación',
      },
    },
    {
      name: 'status',
      label: 'Estado',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Pendiente de envío', value: 'pending' },
        { label: 'Aceptado', value: 'accepted' },
        { label: 'Aceptado con errores', value: 'accepted_with_errors' },
        { label: 'Rechazado', value: 'rejected' },
      ],
    },
    { name: 'agencyCsv', label: 'CSV de la AEAT', type: 'text' },
    { name: 'agencyErrorCode', label: 'Código de error de la AEAT', type: 'text' },
    { name: 'agencyErrorDescription', label: 'Descripción del error de la AEAT', type: 'text' },
    { name: 'sentAt', label: 'Enviado el', type: 'date' },
    { name: 'attempts', label: 'Envíos', type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'correctionOf', label: 'Subsana el registro', type: 'relationship', relationTo: 'verifactu-records' },
    {
      name: 'correctionChoice',
      label: 'Dato subsanado',
      type: 'select',
      options: Object.entries(CORRECTION_CHOICES).map(([value, label]) => ({ value, label })),
      admin: {
        description:
          'Lo que la subsanación corrige además de volver a enviarse (src/verifactu/correction-data.ts); vacío en los demás registros',
      },
    },
  ],
}
