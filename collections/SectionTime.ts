import type { CollectionConfig } from 'payload'

import { nobody, supportOrOwner } from './access'

/**
 * Time on each section (issue 28, FUNDAE evidence): one row per learner (an account, or an address
 * reading without one: `guestEmail`, src/learning/learner.ts), Madrid day and section
 * (`key` = "module:anchor"), plus one row per learner and day with an empty `key` that is the person's
 * clock (their total that day and their last counted heartbeat). Written only by POST /api/learning/time
 * (src/learning/section-time.ts, rule in src/learning/time-rule.ts); nobody writes through REST,
 * GraphQL or the admin.
 */
export const SectionTime: CollectionConfig = {
  slug: 'section-time',
  labels: { singular: 'Tiempo en una sección', plural: 'Tiempo en las secciones' },
  admin: {
    useAsTitle: 'section',
    defaultColumns: ['user', 'guestEmail', 'day', 'module', 'section', 'activeMs', 'lastAt'],
    group: 'Clientes y accesos',
  },
  defaultSort: '-lastAt',
  access: { read: supportOrOwner, create: nobody, update: nobody, delete: nobody },
  indexes: [
    { fields: ['user', 'day', 'key'], unique: true },
    { fields: ['guestEmail', 'day', 'key'], unique: true },
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
    { name: 'day', label: 'Día (Madrid)', type: 'text', required: true, admin: { description: 'AAAA-MM-DD' } },
    { name: 'key', type: 'text', admin: { hidden: true } },
    {
      name: 'module',
      label: 'Módulo',
      type: 'relationship',
      relationTo: 'modules',
      admin: { description: 'Vacío: el total del día de la persona.' },
    },
    { name: 'section', label: 'Sección (ancla)', type: 'text' },
    { name: 'activeMs', label: 'Tiempo activo (ms)', type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'beats', label: 'Latidos contados', type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'firstAt', label: 'Primer latido', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'lastAt',
      label: 'Último latido contado',
      type: 'date',
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
