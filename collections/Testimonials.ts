import type { CollectionConfig } from 'payload'

import { editorialAccess } from './access'
import { editorialVersions, orderField } from './fields'
import { revalidateHooks } from './hooks/revalidate'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  labels: { singular: 'Testimonio', plural: 'Testimonios' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'company', 'role'], group: 'Contenido' },
  defaultSort: 'order',
  versions: editorialVersions,
  access: editorialAccess,
  hooks: revalidateHooks('testimonials'),
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', label: 'Nombre', type: 'text', required: true },
        { name: 'company', label: 'Empresa', type: 'text', required: true },
        { name: 'role', label: 'Cargo', type: 'text', required: true },
      ],
    },
    { name: 'quote', label: 'Testimonio', type: 'textarea', required: true },
    {
      name: 'metric',
      label: 'Métrica',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'before', label: 'Antes', type: 'text' },
            { name: 'after', label: 'Después', type: 'text' },
            { name: 'improvement', label: 'Mejora', type: 'text' },
          ],
        },
      ],
    },
    { name: 'moduleUsed', label: 'Módulo aplicado', type: 'relationship', relationTo: 'modules' },
    orderField,
  ],
}
