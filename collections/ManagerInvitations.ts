import type { CollectionConfig } from 'payload'

import { nobody, isSupport } from './access'

/**
 * Invitations to co-manage a team (issue 33): a manager names an address, a link goes to it, and the
 * person becomes a co-manager only by following it signed in with a confirmed account of that address
 * (src/teams/manager-invitations.ts). Written by src/teams only; support reads the rows. Only the link's
 * hash is kept. `pendingKey` ("team:email" while pending) is unique: one pending invitation per team and
 * address, renewed when the address is invited again.
 */
export const ManagerInvitations: CollectionConfig = {
  slug: 'manager-invitations',
  labels: { singular: 'Invitación a gestionar un equipo', plural: 'Invitaciones a gestionar equipos' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['team', 'email', 'expiresAt', 'acceptedAt', 'withdrawnAt'],
    group: 'Clientes y accesos',
  },
  access: { read: isSupport, create: nobody, update: nobody, delete: nobody, readVersions: nobody },
  fields: [
    {
      name: 'team',
      label: 'Equipo (su primer pedido)',
      type: 'relationship',
      relationTo: 'orders',
      required: true,
      index: true,
      admin: { readOnly: true },
    },
    { name: 'email', label: 'Email invitado', type: 'email', required: true, admin: { readOnly: true } },
    { name: 'invitedBy', label: 'Invitado por', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'expiresAt',
          label: 'Caduca el',
          type: 'date',
          required: true,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'acceptedAt',
          label: 'Aceptada el',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'withdrawnAt',
          label: 'Retirada el',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    { name: 'acceptedBy', label: 'Aceptada por', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
    { name: 'tokenHash', type: 'text', index: true, admin: { hidden: true }, access: { read: () => false } },
    { name: 'pendingKey', type: 'text', unique: true, admin: { hidden: true }, access: { read: () => false } },
  ],
}
