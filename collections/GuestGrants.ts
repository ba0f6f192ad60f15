import type { CollectionConfig } from 'payload'

import { GUEST_GRANT_PURPOSE_LABELS, selectOptions } from '../src/content/labels'

import { isAdmin, isSupport } from './access'
import { productTypeField } from './fields'

/**
 * A guest buyer's access link. Only the SHA-256 hash of the token is stored; the token itself exists
 * only in the e-mail (or, for `success-page` links, in the browser that started the checkout). An e-mailed
 * link proves the address and opens what it currently owns; a `success-page` link proves only its order
 * (src/entitlements/credentials.ts). Created by src/commerce.
 */
export const GuestGrants: CollectionConfig = {
  slug: 'guest-grants',
  labels: { singular: 'Enlace de invitado', plural: 'Enlaces de invitado' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'productType', 'expiresAt', 'lastSentAt'],
    group: 'Clientes y accesos',
  },
  access: { read: isSupport, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    {
      name: 'tokenHash',
      type: 'text',
      required: true,
      unique: true,
      admin: { hidden: true },
      access: { read: () => false },
    },
    { name: 'email', label: 'Email', type: 'email', required: true, index: true },
    productTypeField,
    { name: 'module', label: 'Módulo', type: 'relationship', relationTo: 'modules' },
    { name: 'order', label: 'Pedido', type: 'relationship', relationTo: 'orders' },
    {
      name: 'purpose',
      label: 'Origen',
      type: 'select',
      required: true,
      defaultValue: 'purchase',
      options: selectOptions(GUEST_GRANT_PURPOSE_LABELS),
    },
    {
      name: 'purchaseKey',
      type: 'text',
      unique: true,
      admin: { hidden: true },
      access: { read: () => false },
    },
    { name: 'expiresAt', label: 'Caduca el', type: 'date', required: true },
    { name: 'lastSentAt', label: 'Último envío', type: 'date' },
    { name: 'revokedAt', label: 'Anulado el', type: 'date' },
  ],
}
