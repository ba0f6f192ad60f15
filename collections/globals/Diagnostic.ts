import type { GlobalConfig } from 'payload'

import { editorialGlobalAccess } from '../access'
import { editorialVersions } from '../fields'
import { revalidateGlobal } from '../hooks/revalidate'

/** The free 5-question diagnostic hosted on /curso/f0 (scored by src/quiz). */
export const Diagnostic: GlobalConfig = {
  slug: 'diagnostic',
  label: 'Test de diagnóstico',
  admin: { group: 'Curso' },
  versions: editorialVersions,
  access: editorialGlobalAccess,
  hooks: { afterChange: [revalidateGlobal('diagnostic')] },
  fields: [
    { name: 'intro', label: 'Introducción', type: 'textarea' },
    {
      name: 'questions',
      label: 'Preguntas',
      type: 'array',
      labels: { singular: 'Pregunta', plural: 'Preguntas' },
      minRows: 1,
      maxRows: 10,
      fields: [
        { name: 'question', label: 'Pregunta', type: 'text', required: true },
        {
          name: 'options',
          label: 'Opciones',
          type: 'array',
          labels: { singular: 'Opción', plural: 'Opciones' },
          minRows: 2,
          maxRows: 4,
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'text', label: 'Texto', type: 'text', required: true },
                {
                  name: 'points',
                  label: 'Puntos',
                  type: 'select',
                  required: true,
                  options: ['0', '2', '4'].map((value) => ({ label: value, value })),
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'bands',
      label: 'Resultados',
      type: 'array',
      labels: { singular: 'Tramo de resultado', plural: 'Tramos de resultado' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'min', label: 'Desde', type: 'number', required: true, min: 0 },
            { name: 'max', label: 'Hasta', type: 'number', required: true, min: 0 },
            { name: 'label', label: 'Nivel', type: 'text', required: true },
          ],
        },
        { name: 'title', label: 'Título', type: 'text', required: true },
        { name: 'text', label: 'Texto', type: 'textarea', required: true },
        {
          type: 'row',
          fields: [
            { name: 'recommendationLabel', label: 'Recomendación', type: 'text', required: true },
            { name: 'recommendationHref', label: 'Enlace', type: 'text', required: true },
          ],
        },
      ],
    },
  ],
}
