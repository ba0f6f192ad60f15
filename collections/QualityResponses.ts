import type { CollectionConfig } from 'payload'

import { nobody, isSupport } from './access'

/**
 * The answers to FUNDAE's quality questionnaire (src/teams/quality.ts), one row per answered seat and
 * without the person: the team, the answers, the suggestions and the Madrid day. Written only by
 * src/teams/quality-store.ts, in the statement that marks the seat as answered; support reads them; a
 * team's managers see them counted (never a row).
 */
export const QualityResponses: CollectionConfig = {
  slug: 'quality-responses',
  labels: { singular: 'Cuestionario de calidad', plural: 'Cuestionarios de calidad (FUNDAE)' },
  admin: { defaultColumns: ['team', 'answeredOn'], group: 'Clientes y accesos' },
  access: { read: isSupport, create: nobody, update: nobody, delete: nobody, readVersions: nobody },
  timestamps: false,
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
      name: 'answers',
      label: 'Respuestas (pregunta → 1 a 4)',
      type: 'json',
      required: true,
      admin: { readOnly: true },
    },
    { name: 'suggestion', label: 'Sugerencias', type: 'textarea', admin: { readOnly: true } },
    {
      name: 'answeredOn',
      label: 'Día (Madrid)',
      type: 'text',
      required: true,
      admin: { readOnly: true, description: 'Solo el día: la hora diría quién respondió.' },
    },
  ],
}
