import type { CollectionConfig } from 'payload'

import { editorialAccess } from './access'
import { editorialVersions, orderField, slugField } from './fields'
import { revalidateHooks } from './hooks/revalidate'

export const GlossaryTerms: CollectionConfig = {
  slug: 'glossary-terms',
  labels: { singular: 'Término del glosario', plural: 'Glosario' },
  admin: { useAsTitle: 'term', defaultColumns: ['term', 'category', 'slug'], group: 'Contenido' },
  defaultSort: 'order',
  versions: editorialVersions,
  access: editorialAccess,
  hooks: revalidateHooks('glossary-terms'),
  fields: [
    { name: 'term', label: 'Término', type: 'text', required: true },
    slugField('slug', 'Ancla'),
    { name: 'definition', label: 'Definición', type: 'textarea', required: true },
    {
      name: 'category',
      label: 'Categoría',
      type: 'select',
      required: true,
      options: ['Fundamental', 'Técnico', 'Estratégico', 'Redacción'].map((value) => ({ label: value, value })),
    },
    orderField,
  ],
}
