import type { CollectionConfig } from 'payload'

import { nobody, supportOrOwner } from './access'

/**
 * What each learner has read: one row per learner (an account, or an address reading without one:
 * `guestEmail`, src/learning/learner.ts), module and section (unique), written only by
 * POST /api/learning/progress and the guide download (src/learning/progress.ts) for owners of the
 * module. `read: false` is a section the learner unmarked by hand (automatic reading never overrides it).
 */
export const ReadingProgress: CollectionConfig = {
  slug: 'reading-progress',
  labels: { singular: 'Progreso de lectura', plural: 'Progreso de lectura' },
  admin: {
    useAsTitle: 'section',
    defaultColumns: ['user', 'guestEmail', 'module', 'section', 'read', 'source', 'updatedAt'],
    group: 'Clientes y accesos',
  },
  defaultSort: '-updatedAt',
  access: { read: supportOrOwner, create: nobody, update: nobody, delete: nobody },
  indexes: [
    { fields: ['user', 'module', 'section'], unique: true },
    { fields: ['guestEmail', 'module', 'section'], unique: true },
  ],
  fields: [
    { name: 'user', label: 'Cuenta', type: 'relationship', relationTo: 'users', index: true },
    {
      name: 'guestEmail',
      label: 'Email (sin cuenta)',
      type: 'email',
      index: true,
      admin: { description: 'Quien lee sin cuenta, con un enlace enviado a este email.' },
    },
    { name: 'module', label: 'Módulo', type: 'relationship', relationTo: 'modules' },
    { name: 'section', label: 'Sección (ancla)', type: 'text', required: true },
    { name: 'read', label: 'Leída', type: 'checkbox', defaultValue: true },
    {
      name: 'source',
      label: 'Cómo',
      type: 'select',
      options: [
        { label: 'Leída en la web', value: 'online' },
        { label: 'Guía descargada', value: 'download' },
        { label: 'Marcada a mano', value: 'manual' },
      ],
    },
  ],
}
