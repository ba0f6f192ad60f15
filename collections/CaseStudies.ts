import type { CollectionConfig } from 'payload'

import { editorialAccess } from './access'
import { editorialVersions, orderField, slugField } from './fields'
import { revalidateHooks } from './hooks/revalidate'

export const CaseStudies: CollectionConfig = {
  slug: 'case-studies',
  labels: { singular: 'Caso de estudio', plural: 'Casos de estudio' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'company', 'industry'], group: 'Contenido' },
  defaultSort: 'order',
  versions: editorialVersions,
  access: editorialAccess,
  hooks: revalidateHooks('case-studies'),
  fields: [
    { name: 'title', label: 'Título', type: 'text', required: true },
    slugField(),
    {
      type: 'row',
      fields: [
        { name: 'company', label: 'Empresa', type: 'text', required: true },
        { name: 'industry', label: 'Sector', type: 'text', required: true },
        { name: 'timeframe', label: 'Plazo', type: 'text', required: true },
      ],
    },
    { name: 'challenge', label: 'Reto', type: 'textarea', required: true },
    { name: 'solution', label: 'Solución', type: 'textarea', required: true },
    {
      name: 'metrics',
      label: 'Métricas',
      type: 'array',
      labels: { singular: 'Métrica', plural: 'Métricas' },
      fields: [
        { name: 'label', label: 'Métrica', type: 'text', required: true },
        {
          type: 'row',
          fields: [
            { name: 'before', label: 'Antes', type: 'text', required: true },
            { name: 'after', label: 'Después', type: 'text', required: true },
            { name: 'change', label: 'Cambio', type: 'text', required: true },
            { name: 'isPositive', label: 'Positivo', type: 'checkbox', defaultValue: true },
          ],
        },
      ],
    },
    {
      name: 'implementedModules',
      label: 'Módulos aplicados',
      type: 'relationship',
      relationTo: 'modules',
      hasMany: true,
    },
    { name: 'image', label: 'Imagen', type: 'upload', relationTo: 'media' },
    { name: 'url', label: 'URL', type: 'text' },
    { name: 'featured', label: 'Caso destacado (portada)', type: 'checkbox', defaultValue: false },
    orderField,
  ],
}
