import type { CollectionConfig } from 'payload'

import { isSupport, nobody } from './access'

/** Record of each erasure (who, why, when, how much): no personal data, only a hash of the e-mail. */
export const PrivacyErasures: CollectionConfig = {
  slug: 'privacy-erasures',
  labels: { singular: 'Supresión de datos', plural: 'Supresiones de datos' },
  admin: {
    useAsTitle: 'reason',
    defaultColumns: ['reason', 'byCustomer', 'by', 'createdAt'],
    group: 'Clientes y accesos',
  },
  access: { read: isSupport, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'subjectHash', label: 'Email (hash SHA-256)', type: 'text', required: true, index: true },
    { name: 'reason', label: 'Motivo', type: 'text', required: true },
    { name: 'byCustomer', label: 'Pedida por el cliente', type: 'checkbox', defaultValue: false },
    { name: 'by', label: 'Realizada por', type: 'relationship', relationTo: 'users' },
    { name: 'counts', label: 'Registros afectados', type: 'json' },
  ],
}
