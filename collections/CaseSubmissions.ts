import type { CollectionConfig } from 'payload'

import { isEditor, nobody } from './access'
import { CASE_MODELS } from '@/cases/submission'

/** Readers' "submit your case" form: stored for editors to review (created by the app's route). */
export const CaseSubmissions: CollectionConfig = {
  slug: 'case-submissions',
  labels: { singular: 'Caso enviado', plural: 'Casos enviados' },
  admin: { useAsTitle: 'url', defaultColumns: ['url', 'model', 'status', 'createdAt'], group: 'Contenido' },
  access: { read: isEditor, create: nobody, update: isEditor, delete: isEditor },
  fields: [
    { name: 'url', label: 'URL del contenido', type: 'text', required: true },
    {
      name: 'model',
      label: 'Modelo de IA',
      type: 'select',
      required: true,
      options: [...CASE_MODELS],
    },
    { name: 'description', label: 'Descripción', type: 'textarea', required: true },
    {
      name: 'status',
      label: 'Estado',
      type: 'select',
      defaultValue: 'new',
      options: [
        { label: 'Nuevo', value: 'new' },
        { label: 'Revisado', value: 'reviewed' },
        { label: 'Publicado', value: 'published' },
        { label: 'Descartado', value: 'rejected' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'sourceHash',
      label: 'Origen (hash)',
      type: 'text',
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
