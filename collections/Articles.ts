import type { CollectionConfig } from 'payload'

import { editorialAccess } from './access'
import { editedByField, editorialVersions, linkFields, sectionFields, slugField } from './fields'
import { slugRedirectHooks } from './hooks/redirects'
import { revalidateHooks } from './hooks/revalidate'

export const ARTICLE_CATEGORIES = ['Fundamentos', 'Tendencias', 'Técnico', 'Estrategia'] as const

export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: { singular: 'Artículo (Radar IA)', plural: 'Radar IA' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'date', '_status'], group: 'Contenido' },
  defaultSort: '-date',
  versions: editorialVersions,
  access: editorialAccess,
  hooks: {
    beforeChange: slugRedirectHooks('articles').beforeChange,
    afterChange: [...revalidateHooks('articles').afterChange, ...slugRedirectHooks('articles').afterChange],
    afterDelete: revalidateHooks('articles').afterDelete,
  },
  fields: [
    { name: 'title', label: 'Título', type: 'text', required: true },
    slugField(),
    { name: 'description', label: 'Descripción', type: 'textarea', required: true },
    { name: 'definition', label: 'Definición destacada', type: 'textarea' },
    {
      type: 'row',
      fields: [
        {
          name: 'date',
          // The date readers see on the article; it schedules nothing («Programar publicación» does).
          label: 'Fecha que muestra el artículo',
          type: 'date',
          required: true,
          admin: {
            description:
              'La que ven los lectores. No programa nada: para publicar más tarde, «Programar publicación» junto a «Publicar cambios».',
          },
        },
        {
          name: 'category',
          label: 'Categoría',
          type: 'select',
          required: true,
          options: ARTICLE_CATEGORIES.map((value) => ({ label: value, value })),
        },
        { name: 'readTime', label: 'Lectura (min)', type: 'number', min: 1, required: true },
        { name: 'featured', label: 'Destacado', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'sections',
      label: 'Secciones',
      type: 'array',
      labels: { singular: 'Sección', plural: 'Secciones' },
      fields: sectionFields,
    },
    {
      name: 'relatedLinks',
      label: 'Enlaces relacionados',
      type: 'array',
      labels: { singular: 'Enlace', plural: 'Enlaces' },
      fields: linkFields,
    },
    editedByField,
  ],
}
