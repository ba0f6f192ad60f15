import type { CollectionConfig } from 'payload'

import { editorialAccess } from './access'
import { editedByField, editorialVersions, figuresField, sectionFields, slugField } from './fields'
import { revalidateHooks } from './hooks/revalidate'

/** Static texts of the public pages (home, course, methodology, about, legal …). */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Página', plural: 'Páginas' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt'], group: 'Contenido' },
  versions: editorialVersions,
  access: editorialAccess,
  hooks: revalidateHooks('pages'),
  fields: [
    { name: 'title', label: 'Título', type: 'text', required: true },
    slugField(),
    { name: 'description', label: 'Meta descripción', type: 'textarea', required: true, maxLength: 200 },
    { name: 'intro', label: 'Introducción', type: 'textarea' },
    figuresField(
      'Cifras destacadas',
      'Cifras que la página muestra bajo su título (p. ej. en /casos: «95 %», «de implementación con éxito»).',
    ),
    {
      name: 'sections',
      label: 'Secciones',
      type: 'array',
      labels: { singular: 'Sección', plural: 'Secciones' },
      fields: sectionFields,
    },
    {
      name: 'steps',
      label: 'Pasos',
      type: 'array',
      labels: { singular: 'Paso', plural: 'Pasos' },
      fields: [
        { name: 'name', label: 'Paso', type: 'text', required: true },
        { name: 'text', label: 'Texto', type: 'textarea', required: true },
      ],
    },
    {
      name: 'comparisonHeadings',
      label: 'Cabeceras de la comparativa',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'aspect', label: 'Aspecto', type: 'text' },
            { name: 'left', label: 'Columna izquierda', type: 'text' },
            { name: 'right', label: 'Columna derecha', type: 'text' },
          ],
        },
      ],
    },
    {
      name: 'comparison',
      label: 'Comparativa',
      type: 'array',
      labels: { singular: 'Fila', plural: 'Filas' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'aspect', label: 'Aspecto', type: 'text', required: true },
            { name: 'left', label: 'Izquierda', type: 'text', required: true },
            { name: 'right', label: 'Derecha', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'lastUpdated', label: 'Última actualización', type: 'date' },
        { name: 'noindex', label: 'Ocultar a buscadores (noindex)', type: 'checkbox', defaultValue: false },
      ],
    },
    editedByField,
  ],
}
