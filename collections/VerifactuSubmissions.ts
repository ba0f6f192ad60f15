import type { CollectionConfig } from 'payload'

import { isSupport, nobody } from './access'

/**
 * The messages sent to the tax agency's VERI*FACTU service (src/verifactu/sender.ts), one row each:
 * the records it carried (sequences), the request and the answer, the agency's CSV and overall state,
 * the wait it asked for and when the next message may go. Written only by the sender; support reads.
 * A message the agency refused whole (SOAP Fault Client: its header or certificate) is `refused` and holds
 * the records back until support resends it (`resentAt`, src/verifactu/resend.ts).
 */
export const VerifactuSubmissions: CollectionConfig = {
  slug: 'verifactu-submissions',
  labels: { singular: 'Envío VERI*FACTU', plural: 'Envíos VERI*FACTU' },
  admin: {
    useAsTitle: 'id',
    defaultColumns: ['id', 'status', 'estadoEnvio', 'recordCount', 'firstSequence', 'sentAt', 'csv'],
    group: 'Clientes y accesos',
  },
  defaultSort: '-id',
  access: { read: isSupport, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'status',
      label: 'Estado',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'Enviando', value: 'sending' },
        { label: 'Respondido', value: 'answered' },
        { label: 'Sin respuesta', value: 'failed' },
        { label: 'Interrumpido', value: 'abandoned' },
        { label: 'Rechazado por la AEAT', value: 'refused' },
      ],
    },
    { name: 'firstSequence', label: 'Primer registro', type: 'number' },
    { name: 'lastSequence', label: 'Último registro', type: 'number' },
    { name: 'recordCount', label: 'Registros', type: 'number' },
    { name: 'estadoEnvio', label: 'Estado del envío (AEAT)', type: 'text' },
    { name: 'csv', label: 'CSV', type: 'text' },
    { name: 'httpStatus', label: 'HTTP', type: 'number' },
    { name: 'error', label: 'Error', type: 'textarea' },
    { name: 'waitSeconds', label: 'Espera pedida (s)', type: 'number' },
    { name: 'sentAt', label: 'Enviado', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'answeredAt', label: 'Respondido', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'nextSendAfter',
      label: 'Siguiente envío no antes de',
      type: 'date',
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'leaseUntil', type: 'date', admin: { hidden: true } },
    {
      name: 'resentAt',
      label: 'Reenviado',
      type: 'date',
      admin: {
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Cuándo se pidió reenviar un envío rechazado por la AEAT',
      },
    },
    { name: 'request', label: 'Petición', type: 'textarea' },
    { name: 'response', label: 'Respuesta', type: 'textarea' },
  ],
}
