import type { CollectionConfig } from 'payload'

import { editorialAccess } from './access'
import { editorialVersions, orderField, slugField } from './fields'
import { revalidateHooks } from './hooks/revalidate'

export const CitationExamples: CollectionConfig = {
  slug: 'citation-examples',
  labels: { singular: 'Ejemplo de cita', plural: 'Ejemplos de citas' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'model'], group: 'Contenido' },
  defaultSort: 'order',
  versions: editorialVersions,
  access: editorialAccess,
  hooks: revalidateHooks('citation-examples'),
  fields: [
    { name: 'title', label: 'Título', type: 'text', required: true },
    slugField(),
    {
      name: 'model',
      label: 'Modelo',
      type: 'select',
      required: true,
      options: ['ChatGPT', 'Claude', 'Perplexity', 'Gemini', 'Copilot'].map((value) => ({ label: value, value })),
    },
    { name: 'question', label: 'Pregunta', type: 'textarea', required: true },
    { name: 'quotedText', label: 'Texto mencionado', type: 'textarea', required: true },
    { name: 'explanation', label: 'Explicación', type: 'textarea', required: true },
    { name: 'keyFactor', label: 'Factor clave', type: 'text', required: true },
    { name: 'image', label: 'Imagen', type: 'upload', relationTo: 'media' },
    orderField,
  ],
}
