import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from './access'
import { orderField } from './fields'
import { revalidateHooks } from './hooks/revalidate'

export const PricingPlans: CollectionConfig = {
  slug: 'pricing-plans',
  labels: { singular: 'Plan de precios', plural: 'Planes de precios' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'price', 'referencePrice'], group: 'Curso' },
  defaultSort: 'order',
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateHooks('pricing-plans'),
  fields: [
    {
      name: 'slug',
      label: 'Tipo',
      type: 'select',
      required: true,
      unique: true,
      options: [
        { label: 'Módulo individual', value: 'single-module' },
        { label: 'Curso completo', value: 'complete-course' },
      ],
    },
    { name: 'name', label: 'Nombre', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'price',
          label: 'Precio (céntimos de euro)',
          type: 'number',
          min: 0,
          required: true,
          admin: { description: 'El precio del módulo individual se toma de cada módulo.' },
        },
        { name: 'referencePrice', label: 'Precio de referencia (céntimos)', type: 'number', min: 0 },
      ],
    },
    { name: 'description', label: 'Descripción', type: 'textarea', required: true },
    {
      name: 'features',
      label: 'Incluye',
      type: 'array',
      fields: [{ name: 'feature', label: 'Característica', type: 'text', required: true }],
    },
    {
      type: 'row',
      fields: [
        { name: 'cta', label: 'Texto del botón', type: 'text', required: true },
        { name: 'link', label: 'Enlace', type: 'text', required: true },
        { name: 'popular', label: 'Destacado', type: 'checkbox', defaultValue: false },
      ],
    },
    orderField,
  ],
}
