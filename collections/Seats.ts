import type { CollectionConfig, SelectField } from 'payload'

import { nobody, isSupport } from './access'
import { productTypeField } from './fields'
import { SEAT_STATUS_LABELS, selectOptions } from '../src/content/labels'

/**
 * One row per seat of a team purchase or a gift (issue 28). Written only by src/teams (invitations,
 * the atomic claim, moves, refunds): nobody creates, edits or deletes a seat through REST, GraphQL or
 * the admin. Support reads them; managers see their team through /equipo (src/teams/learner-view.ts
 * decides what of each person they see). `claimKey` ("team:owner" while claimed) is unique: one person
 * holds at most one seat of a team, whatever races.
 */
export const Seats: CollectionConfig = {
  slug: 'seats',
  labels: { singular: 'Plaza', plural: 'Plazas de equipos y regalos' },
  admin: {
    useAsTitle: 'invitedEmail',
    defaultColumns: ['team', 'status', 'invitedEmail', 'claimedEmail', 'claimedAt'],
    group: 'Clientes y accesos',
  },
  access: { read: isSupport, create: nobody, update: nobody, delete: nobody, readVersions: nobody },
  fields: [
    {
      type: 'row',
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
          name: 'order',
          label: 'Pedido que la pagó',
          type: 'relationship',
          relationTo: 'orders',
          required: true,
          index: true,
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { ...(productTypeField as SelectField), admin: { readOnly: true } },
        {
          name: 'module',
          label: 'Módulo',
          type: 'relationship',
          relationTo: 'modules',
          admin: { readOnly: true, description: 'Solo en plazas de un módulo.' },
        },
      ],
    },
    {
      name: 'status',
      label: 'Estado',
      type: 'select',
      required: true,
      defaultValue: 'free',
      index: true,
      options: selectOptions(SEAT_STATUS_LABELS),
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      type: 'row',
      fields: [
        { name: 'invitedEmail', label: 'Invitación para', type: 'email', index: true, admin: { readOnly: true } },
        {
          name: 'invitedName',
          label: 'Nombre (según quien gestiona el equipo)',
          type: 'text',
          maxLength: 80,
          admin: { readOnly: true },
        },
        {
          name: 'invitedAt',
          label: 'Invitada el',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    // SHA-256 of the invitation link's token (the token itself exists only in the e-mail).
    { name: 'inviteTokenHash', type: 'text', unique: true, admin: { hidden: true }, access: { read: () => false } },
    {
      type: 'row',
      fields: [
        {
          name: 'claimedBy',
          label: 'Aceptada con la cuenta',
          type: 'relationship',
          relationTo: 'users',
          index: true,
          admin: { readOnly: true },
        },
        { name: 'claimedEmail', label: 'Aceptada por (email)', type: 'email', index: true, admin: { readOnly: true } },
        {
          name: 'claimedAt',
          label: 'Aceptada el',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    { name: 'claimKey', type: 'text', unique: true, admin: { hidden: true }, access: { read: () => false } },
    {
      type: 'row',
      fields: [
        {
          name: 'firstUseAt',
          label: 'Primer uso del contenido',
          type: 'date',
          admin: {
            readOnly: true,
            date: { pickerAppearance: 'dayAndTime' },
            description: 'Desde entonces la plaza ya no se puede mover.',
          },
        },
        {
          name: 'movedAt',
          label: 'Movida a otra persona el',
          type: 'date',
          admin: {
            readOnly: true,
            date: { pickerAppearance: 'dayAndTime' },
            description: 'Una plaza aceptada y sin usar se mueve una sola vez.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'refundedAt',
          label: 'Reembolsada el',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'refundId', label: 'Reembolso en Stripe', type: 'text', admin: { readOnly: true } },
      ],
    },
    {
      name: 'qualityAnswered',
      label: 'Cuestionario de calidad respondido',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Solo si se respondió: las respuestas se guardan sin la persona (cuestionarios de calidad).',
      },
    },
  ],
}
