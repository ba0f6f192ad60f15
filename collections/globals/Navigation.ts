import type { GlobalConfig } from 'payload'

import { editorialGlobalAccess } from '../access'
import { editorialVersions, linkFields } from '../fields'
import { revalidateGlobal } from '../hooks/revalidate'

export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: 'Navegación',
  admin: { group: 'Ajustes' },
  versions: editorialVersions,
  access: editorialGlobalAccess,
  hooks: { afterChange: [revalidateGlobal('navigation')] },
  fields: [
    {
      name: 'courseDropdown',
      label: 'Desplegable «Curso»',
      type: 'array',
      labels: { singular: 'Enlace', plural: 'Enlaces' },
      fields: linkFields,
    },
    {
      name: 'footerColumns',
      label: 'Columnas del pie',
      type: 'array',
      labels: { singular: 'Columna', plural: 'Columnas' },
      fields: [
        { name: 'title', label: 'Título', type: 'text', required: true },
        {
          name: 'links',
          label: 'Enlaces',
          type: 'array',
          labels: { singular: 'Enlace', plural: 'Enlaces' },
          fields: linkFields,
        },
      ],
    },
    {
      name: 'aiSection',
      label: 'Sección para modelos de IA',
      type: 'group',
      fields: [
        { name: 'title', label: 'Título', type: 'text' },
        { name: 'text', label: 'Texto', type: 'textarea' },
        {
          name: 'links',
          label: 'Enlaces',
          type: 'array',
          labels: { singular: 'Enlace', plural: 'Enlaces' },
          fields: linkFields,
        },
      ],
    },
  ],
}
