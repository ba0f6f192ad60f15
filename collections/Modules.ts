import type { CollectionConfig } from 'payload'

import { editorialAccess, staffField } from './access'
import {
  durationField,
  editedByField,
  editorialVersions,
  orderField,
  priceField,
  priceImpactField,
  seatPricingField,
  sectionFields,
  slugField,
} from './fields'
import { announceRevision, grantOnRelease, rebuildGuideOnChange } from './hooks/modules'
import { slugRedirectHooks } from './hooks/redirects'
import { validateModuleSlug } from '../src/content/module-slug'
import { revalidateHooks } from './hooks/revalidate'

export const MODULE_CODES = ['F0', 'F1', 'F2', 'F3', 'F4', 'F5', 'F6'] as const

export const Modules: CollectionConfig = {
  slug: 'modules',
  labels: { singular: 'Módulo', plural: 'Módulos' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'code', 'price', 'comingSoon', 'updatedAt'],
    group: 'Curso',
  },
  defaultSort: 'order',
  versions: editorialVersions,
  access: editorialAccess,
  hooks: {
    beforeChange: slugRedirectHooks('modules').beforeChange,
    afterChange: [
      ...revalidateHooks('modules').afterChange,
      grantOnRelease,
      rebuildGuideOnChange,
      announceRevision,
      ...slugRedirectHooks('modules').afterChange,
    ],
    afterDelete: revalidateHooks('modules').afterDelete,
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'code',
          label: 'Código',
          type: 'select',
          required: true,
          unique: true,
          options: MODULE_CODES.map((code) => ({ label: code, value: code })),
        },
        slugField('slug', 'Dirección en la web (URL)', validateModuleSlug),
      ],
    },
    { name: 'title', label: 'Título', type: 'text', required: true },
    { name: 'quote', label: 'Cita de cabecera', type: 'text' },
    { name: 'description', label: 'Descripción', type: 'textarea', required: true },
    { name: 'objective', label: 'Objetivo', type: 'textarea' },
    {
      name: 'topics',
      label: 'Temas',
      type: 'array',
      labels: { singular: 'Tema', plural: 'Temas' },
      minRows: 3,
      maxRows: 3,
      fields: [{ name: 'topic', label: 'Tema', type: 'text', required: true }],
    },
    {
      type: 'row',
      fields: [
        durationField({ name: 'duration', label: 'Duración (horas)' }),
        {
          name: 'difficulty',
          label: 'Dificultad',
          type: 'select',
          required: true,
          options: [
            { label: 'Principiante', value: 'principiante' },
            { label: 'Intermedio', value: 'intermedio' },
            { label: 'Avanzado', value: 'avanzado' },
          ],
        },
        { name: 'color', label: 'Color', type: 'text', defaultValue: '#1d4ed8' },
      ],
    },
    {
      type: 'row',
      fields: [
        priceField({ name: 'price', label: 'Precio (€)', required: true, defaultValue: 0, freeAware: true }),
        { name: 'free', label: 'Gratuito', type: 'checkbox', defaultValue: false },
        { name: 'comingSoon', label: 'Próximamente', type: 'checkbox', defaultValue: false },
      ],
    },
    priceImpactField,
    seatPricingField(),
    {
      name: 'previewSections',
      label: 'Secciones públicas (vista previa)',
      type: 'array',
      labels: { singular: 'Sección', plural: 'Secciones' },
      fields: sectionFields,
    },
    {
      name: 'premiumSections',
      label: 'Secciones premium',
      type: 'array',
      labels: { singular: 'Sección', plural: 'Secciones' },
      // Staff only through REST, GraphQL and the admin: owners read them on the module's page, which
      // records that first use (src/app/(frontend)/miembros/curso/[slug]/page.tsx), never through the API.
      access: { read: staffField },
      admin: { description: 'Solo las lee el personal aquí; quien tiene acceso a este módulo, en su página.' },
      fields: sectionFields,
    },
    {
      name: 'evaluation',
      label: 'Evaluación',
      type: 'group',
      admin: {
        description:
          'Se aplica cuando el módulo tiene preguntas activas (Curso → Preguntas de evaluación). Sin preguntas, el módulo no tiene evaluación ni la pide el certificado.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'passMark', label: 'Nota para aprobar (%)', type: 'number', min: 1, max: 100, defaultValue: 70 },
            {
              name: 'questionCount',
              label: 'Preguntas por intento',
              type: 'number',
              min: 1,
              max: 100,
              defaultValue: 10,
            },
            {
              name: 'maxAttempts',
              label: 'Intentos (0: sin límite)',
              type: 'number',
              min: 0,
              max: 100,
              defaultValue: 3,
            },
            {
              name: 'waitMinutes',
              label: 'Espera entre intentos (minutos)',
              type: 'number',
              min: 0,
              max: 43200,
              defaultValue: 60,
            },
          ],
        },
      ],
    },
    {
      name: 'fullSectionCount',
      label: 'Número de secciones completas (teaser)',
      type: 'number',
      min: 0,
      defaultValue: 0,
    },
    {
      name: 'guide',
      label: 'Guía PDF',
      type: 'relationship',
      relationTo: 'premium-files',
      admin: { position: 'sidebar' },
    },
    {
      type: 'row',
      fields: [
        { name: 'rating', label: 'Valoración', type: 'number', min: 0, max: 5 },
        { name: 'reviewCount', label: 'Número de valoraciones', type: 'number', min: 0 },
        { name: 'courseCode', label: 'Código de curso (datos estructurados)', type: 'text' },
      ],
    },
    {
      type: 'collapsible',
      label: 'Última revisión',
      admin: {
        description:
          'Al publicar con una fecha de revisión nueva, la página muestra «Actualizado el …» con estos cambios y quien tiene el módulo y lo pidió recibe un e-mail (uno por revisión).',
      },
      fields: [
        {
          name: 'revisedAt',
          label: 'Fecha de la revisión',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
        {
          name: 'changeNote',
          label: 'Qué ha cambiado',
          type: 'array',
          maxRows: 8,
          labels: { singular: 'Cambio', plural: 'Cambios' },
          fields: [{ name: 'change', label: 'Cambio', type: 'text', required: true, maxLength: 200 }],
        },
      ],
    },
    orderField,
    editedByField,
  ],
}
