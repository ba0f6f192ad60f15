import type { CollectionConfig } from 'payload'

import { isAdmin, isSupport, supportField, supportOrOwner } from './access'
import { entitlementAudit, seatFallback } from './hooks/entitlements'
import { ENTITLEMENT_SOURCE_LABELS, selectOptions } from '../src/content/labels'

/**
 * One row per (owner, module). The owner is a user account or, for guests, the purchase e-mail.
 * `activeKey` is "owner:module" while the row is active and empty once revoked; its unique index is the
 * database-level guarantee of one active entitlement per owner and module.
 */
export const Entitlements: CollectionConfig = {
  slug: 'entitlements',
  labels: { singular: 'Acceso a módulo', plural: 'Accesos a módulos' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'user', 'module', 'source', 'revokedAt', 'createdAt'],
    group: 'Clientes y accesos',
  },
  access: { read: supportOrOwner, create: isSupport, update: isSupport, delete: isAdmin },
  hooks: { beforeChange: [entitlementAudit], afterChange: [seatFallback] },
  fields: [
    { name: 'user', label: 'Cuenta', type: 'relationship', relationTo: 'users', index: true },
    {
      name: 'email',
      label: 'Email del titular',
      type: 'email',
      index: true,
      admin: { description: 'Se rellena con el de la cuenta; para compras como invitado, el email de la compra.' },
    },
    { name: 'module', label: 'Módulo', type: 'relationship', relationTo: 'modules', required: true, index: true },
    {
      name: 'source',
      label: 'Origen',
      type: 'select',
      required: true,
      defaultValue: 'staff-grant',
      options: selectOptions(ENTITLEMENT_SOURCE_LABELS),
      admin: { readOnly: true },
    },
    { name: 'order', label: 'Pedido', type: 'relationship', relationTo: 'orders', admin: { readOnly: true } },
    {
      name: 'seat',
      label: 'Plaza',
      type: 'relationship',
      relationTo: 'seats',
      index: true,
      admin: { readOnly: true, condition: (data) => Boolean(data?.seat) },
    },
    { name: 'grantReason', label: 'Motivo de la concesión', type: 'text' },
    {
      name: 'grantedBy',
      label: 'Concedido por',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      type: 'collapsible',
      label: 'Revocación',
      fields: [
        { name: 'revokedAt', label: 'Revocado el', type: 'date' },
        { name: 'revokeReason', label: 'Motivo de la revocación', type: 'text' },
        {
          name: 'revokedBy',
          label: 'Revocado por',
          type: 'relationship',
          relationTo: 'users',
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'activeKey',
      type: 'text',
      unique: true,
      admin: { hidden: true },
      access: { read: supportField },
    },
  ],
}
