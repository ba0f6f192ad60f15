import type { CollectionConfig } from 'payload'

import { editorialAccess } from './access'
import { editorialVersions, orderField } from './fields'
import { revalidateHooks } from './hooks/revalidate'

export const FAQ_PLACEMENTS = [
  { label: 'Curso', value: 'course' },
  { label: 'Metodología', value: 'methodology' },
  { label: 'Casos', value: 'cases' },
] as const

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'Pregunta frecuente', plural: 'Preguntas frecuentes' },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'placement', 'order'], group: 'Contenido' },
  defaultSort: 'order',
  versions: editorialVersions,
  access: editorialAccess,
  hooks: revalidateHooks('faqs'),
  fields: [
    { name: 'question', label: 'Pregunta', type: 'text', required: true },
    { name: 'answer', label: 'Respuesta', type: 'richText', required: true },
    {
      name: 'placement',
      label: 'Dónde aparece',
      type: 'select',
      required: true,
      options: [...FAQ_PLACEMENTS],
      index: true,
    },
    orderField,
  ],
}
