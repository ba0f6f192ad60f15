import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from './access'

/**
 * Results of the free AI-citability checker (/herramientas/comprobador), shared by link: the page reads
 * one by its unguessable `publicId` through the Local API (`readResult`, src/checker/run.ts); the REST API
 * lists none of them to anyone but admins.
 */
export const CheckerResults: CollectionConfig = {
  slug: 'checker-results',
  labels: { singular: 'Resultado del comprobador', plural: 'Resultados del comprobador' },
  admin: { useAsTitle: 'url', defaultColumns: ['url', 'score', 'createdAt'], group: 'Herramientas' },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    {
      name: 'publicId',
      label: 'Identificador público',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'source',
      label: 'Origen',
      type: 'select',
      required: true,
      options: [
        { label: 'URL', value: 'url' },
        { label: 'HTML pegado', value: 'html' },
      ],
    },
    { name: 'url', label: 'URL comprobada', type: 'text' },
    { name: 'score', label: 'Puntuación', type: 'number', required: true, min: 0, max: 100 },
    {
      name: 'checks',
      label: 'Comprobaciones',
      type: 'array',
      labels: { singular: 'Comprobación', plural: 'Comprobaciones' },
      fields: [
        { name: 'key', label: 'Comprobación', type: 'text', required: true },
        {
          name: 'status',
          label: 'Resultado',
          type: 'select',
          required: true,
          options: [
            { label: 'Correcto', value: 'pass' },
            { label: 'Mejorable', value: 'fail' },
            { label: 'No comprobado', value: 'skip' },
          ],
        },
        { name: 'detail', label: 'Detalle', type: 'textarea', required: true },
      ],
    },
  ],
}
