import type { CollectionConfig } from 'payload'

import { nobody, isSupport } from './access'
import { TEAM_MANAGER_ROLE_LABELS, selectOptions } from '../src/content/labels'

/**
 * Who manages a team (issue 28): its buyer, and the co-managers they add. A manager opens /equipo,
 * invites, reassigns and moves seats, and sees each person's progress and certificate only. Written by
 * src/teams only; support reads the rows. `activeKey` ("team:user" while active) is unique: one active
 * row per team and account.
 */
export const TeamManagers: CollectionConfig = {
  slug: 'team-managers',
  labels: { singular: 'Gestor de equipo', plural: 'Gestores de equipos' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['team', 'email', 'role', 'createdAt', 'removedAt'],
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
    {
      type: 'row',
      fields: [
        {
          name: 'user',
          label: 'Cuenta',
          type: 'relationship',
          relationTo: 'users',
          index: true,
          admin: {
            readOnly: true,
            description: 'Vacía si compró como invitado: entra con el enlace de acceso enviado a su email.',
          },
        },
        { name: 'email', label: 'Email', type: 'email', required: true, admin: { readOnly: true } },
        {
          name: 'role',
          label: 'Papel',
          type: 'select',
          required: true,
          options: selectOptions(TEAM_MANAGER_ROLE_LABELS),
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'addedBy', label: 'Añadido por', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
        {
          name: 'removedAt',
          label: 'Retirado el',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    { name: 'activeKey', type: 'text', unique: true, admin: { hidden: true }, access: { read: () => false } },
  ],
}
