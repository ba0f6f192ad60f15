import type { CollectionConfig } from 'payload'

import { isEditor, isStaff, nobody } from './access'
import { normalizePromotionCode, promotionStatsField, validatePromotionCode } from './hooks/promotions'

import { eurosComponents } from './fields'

/**
 * Promotion codes editors create and switch off. The rule and the arithmetic: src/commerce/promotions.ts;
 * the uses, reserved atomically at checkout and released when the session expires:
 * src/commerce/promotion-uses.ts. Customers and visitors read nothing (the checkout asks the server).
 */
export const PromotionCodes: CollectionConfig = {
  slug: 'promotion-codes',
  labels: { singular: 'Código promocional', plural: 'Códigos promocionales' },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'active', 'kind', 'appliesTo', 'validUntil', 'timesRedeemed', 'revenue'],
    group: 'Curso',
    description:
      'Un código por pedido; se aplica después del descuento por módulos ya comprados y el total nunca baja de 0,50 €.',
  },
  access: { read: isStaff, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { beforeValidate: [normalizePromotionCode], beforeChange: [validatePromotionCode] },
  fields: [
    {
      name: 'code',
      label: 'Código',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        description: 'Se guarda en mayúsculas; el comprador puede escribirlo como quiera (VERANO10 = verano10).',
      },
    },
    {
      name: 'active',
      label: 'Activo',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Desmárcalo para desactivar el código.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          label: 'Tipo de descuento',
          type: 'select',
          required: true,
          defaultValue: 'percent',
          options: [
            { label: 'Porcentaje', value: 'percent' },
            { label: 'Importe fijo', value: 'amount' },
          ],
        },
        {
          name: 'percentOff',
          label: 'Porcentaje (%)',
          type: 'number',
          min: 1,
          max: 100,
          admin: { condition: (data) => data?.kind === 'percent' },
        },
        {
          name: 'amountOff',
          label: 'Importe (€)',
          type: 'number',
          min: 1,
          admin: { condition: (data) => data?.kind === 'amount', components: eurosComponents },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'appliesTo',
          label: 'Se aplica a',
          type: 'select',
          required: true,
          defaultValue: 'all',
          options: [
            { label: 'Todo', value: 'all' },
            { label: 'El curso completo', value: 'complete' },
            { label: 'Un módulo', value: 'module' },
          ],
        },
        {
          name: 'module',
          label: 'Módulo',
          type: 'relationship',
          relationTo: 'modules',
          admin: { condition: (data) => data?.appliesTo === 'module' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'validFrom',
          label: 'Válido desde',
          type: 'date',
          admin: {
            date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' },
            description: 'Desde el inicio de ese día, hora de España.',
          },
        },
        {
          name: 'validUntil',
          label: 'Válido hasta',
          type: 'date',
          admin: {
            date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' },
            description: 'Hasta el final de ese día, hora de España.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'maxUses',
          label: 'Máximo de usos',
          type: 'number',
          min: 1,
          admin: { description: 'Vacío: sin límite.' },
        },
        { name: 'oncePerCustomer', label: 'Una vez por cliente', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'uses',
      label: 'Usos reservados y pagados',
      type: 'number',
      defaultValue: 0,
      // Kept by the checkout only (one atomic UPDATE per reservation and release).
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Incluye los pagos en curso; se liberan si el pago caduca.',
      },
    },
    promotionStatsField('timesRedeemed', 'Veces usado (pedidos pagados)'),
    promotionStatsField('revenue', 'Ingresos generados (€)'),
  ],
}

/**
 * One row per order that used a code: reserved at checkout, redeemed when paid, released when the session
 * expires or fails. `activeKey` ("code:e-mail" for once-per-customer codes while not released) is the
 * database's guarantee of one use per customer. Written only by src/commerce/promotion-uses.ts.
 */
export const PromotionRedemptions: CollectionConfig = {
  slug: 'promotion-redemptions',
  labels: { singular: 'Uso de código', plural: 'Usos de códigos' },
  admin: { hidden: true },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'code', type: 'relationship', relationTo: 'promotion-codes', required: true, index: true },
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, unique: true },
    { name: 'customer', type: 'text' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'reserved',
      options: [
        { label: 'Reservado', value: 'reserved' },
        { label: 'Usado', value: 'redeemed' },
        { label: 'Liberado', value: 'released' },
      ],
    },
    { name: 'activeKey', type: 'text', unique: true },
  ],
}
