import type { CollectionConfig } from 'payload'

import { editorialAccess } from './access'
import { editedByField, editorialVersions, orderField, priceField, priceImpactField, seatPricingField } from './fields'
import { revalidateHooks } from './hooks/revalidate'

export const PricingPlans: CollectionConfig = {
  slug: 'pricing-plans',
  labels: { singular: 'Plan de precios', plural: 'Planes de precios' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'price', 'referencePrice'], group: 'Curso' },
  defaultSort: 'order',
  versions: editorialVersions,
  access: editorialAccess,
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
        priceField({
          name: 'price',
          label: 'Precio (€)',
          required: true,
          description: 'El precio del módulo individual se toma de cada módulo.',
        }),
        priceField({ name: 'referencePrice', label: 'Precio de referencia (€, tachado)' }),
      ],
    },
    priceImpactField,
    seatPricingField((data) => data?.slug === 'complete-course'),
    { name: 'description', label: 'Descripción', type: 'textarea', required: true },
    {
      name: 'features',
      label: 'Incluye',
      type: 'array',
      labels: { singular: 'Característica', plural: 'Características' },
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
    editedByField,
  ],
}
