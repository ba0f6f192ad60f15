import type { CollectionConfig } from 'payload'

import { nobody, supportOrOwner } from './access'
import {
  ORDER_PURPOSE_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  WITHDRAWAL_EXEMPTION_LABELS,
  selectOptions,
} from '../src/content/labels'

import { eurosComponents, productTypeField } from './fields'
import { bankTransferField, refundsField } from './order-fields'

/**
 * One order per Stripe Checkout Session. Written only by src/commerce through the Local API: its status,
 * amounts and refunds move with money (checkout, fulfilment, refunds), so nobody edits one by hand, admins
 * included (REST, GraphQL, admin). Support acts through the desk's refund, grant and revoke.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Pedido', plural: 'Pedidos' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'productType', 'amountTotal', 'status', 'createdAt'],
    group: 'Clientes y accesos',
  },
  access: { read: supportOrOwner, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'stripeSessionId',
      label: 'Sesión de pago en Stripe',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true },
    },
    { name: 'email', label: 'Email del comprador', type: 'email', index: true },
    { name: 'user', label: 'Cuenta', type: 'relationship', relationTo: 'users', index: true },
    productTypeField,
    { name: 'modules', label: 'Módulos', type: 'relationship', relationTo: 'modules', hasMany: true },
    {
      name: 'purpose',
      label: 'Para quién',
      type: 'select',
      defaultValue: 'self',
      index: true,
      options: selectOptions(ORDER_PURPOSE_LABELS),
      admin: { readOnly: true },
    },
    {
      // One order per purchase of seats, whatever the quantity: one payment, one invoice for the
      // quantity, one Stripe payment to refund unused seats from (src/teams/pricing.ts).
      name: 'seats',
      label: 'Plazas',
      type: 'group',
      admin: { readOnly: true, condition: (data) => data?.purpose === 'team' || data?.purpose === 'gift' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'quantity', label: 'Plazas compradas', type: 'number', min: 1 },
            {
              name: 'unitAmount',
              label: 'Precio por plaza (€)',
              type: 'number',
              min: 0,
              admin: { components: eurosComponents },
            },
            { name: 'tierFrom', label: 'Tramo alcanzado (desde N plazas)', type: 'number', min: 1 },
            { name: 'before', label: 'Plazas que el equipo ya tenía', type: 'number', min: 0 },
          ],
        },
        {
          name: 'addsTo',
          label: 'Amplía el equipo del pedido',
          type: 'relationship',
          relationTo: 'orders',
          index: true,
          admin: {
            description: 'Vacío en la primera compra de un equipo; las ampliaciones nombran esa primera compra.',
          },
        },
      ],
    },
    {
      name: 'withdrawalExemption',
      label: 'Sin derecho de desistimiento porque',
      type: 'select',
      options: selectOptions(WITHDRAWAL_EXEMPTION_LABELS),
      admin: { readOnly: true, condition: (data) => Boolean(data?.withdrawalExemption) },
    },
    {
      name: 'gift',
      label: 'Regalo',
      type: 'group',
      admin: { readOnly: true, condition: (data) => data?.purpose === 'gift' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'recipientEmail', label: 'Email de quien lo recibe', type: 'email', index: true },
            { name: 'fromName', label: 'De parte de', type: 'text', maxLength: 80 },
            {
              name: 'deliverOn',
              label: 'Fecha de entrega',
              type: 'text',
              admin: { description: 'aaaa-mm-dd; el email sale a las 9:00 (hora de Madrid) de ese día.' },
            },
            {
              name: 'deliverAt',
              label: 'Se entrega el',
              type: 'date',
              admin: { date: { pickerAppearance: 'dayAndTime' } },
            },
            {
              name: 'deliveredAt',
              label: 'Entregado el',
              type: 'date',
              admin: { date: { pickerAppearance: 'dayAndTime' } },
            },
          ],
        },
        { name: 'message', label: 'Mensaje', type: 'textarea', maxLength: 500 },
        {
          name: 'buyerToldOfUseAt',
          label: 'Avisado el comprador del primer uso el',
          type: 'date',
          admin: {
            date: { pickerAppearance: 'dayAndTime' },
            description: 'El desistimiento del comprador termina cuando quien recibe el regalo empieza a usarlo.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'amountTotal',
          label: 'Importe (€)',
          type: 'number',
          required: true,
          min: 0,
          admin: { components: eurosComponents },
        },
        { name: 'currency', label: 'Moneda', type: 'text', required: true, defaultValue: 'eur' },
      ],
    },
    {
      name: 'pricing',
      label: 'Desglose del precio',
      type: 'group',
      admin: {
        readOnly: true,
        description: 'Precio del producto, descuento por módulos ya comprados (curso completo) y código promocional.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'listPrice', label: 'Precio (€)', type: 'number', admin: { components: eurosComponents } },
            {
              name: 'upgradeCredit',
              label: 'Descuento por módulos ya comprados (€)',
              type: 'number',
              admin: { components: eurosComponents },
            },
            {
              name: 'discount',
              label: 'Descuento del código (€)',
              type: 'number',
              admin: { components: eurosComponents },
            },
          ],
        },
        {
          name: 'creditFrom',
          label: 'Compras que dan el descuento',
          type: 'array',
          labels: { singular: 'Compra', plural: 'Compras' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'sourceOrder', label: 'Pedido', type: 'relationship', relationTo: 'orders' },
                { name: 'module', label: 'Módulo', type: 'relationship', relationTo: 'modules' },
                { name: 'amount', label: 'Pagado (€)', type: 'number', admin: { components: eurosComponents } },
              ],
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'promotionCode',
              label: 'Código promocional',
              type: 'relationship',
              relationTo: 'promotion-codes',
              index: true,
            },
            { name: 'code', label: 'Código usado', type: 'text' },
          ],
        },
      ],
    },
    {
      name: 'status',
      label: 'Estado',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: selectOptions(ORDER_STATUS_LABELS),
      admin: { position: 'sidebar' },
    },
    { name: 'paidAt', label: 'Pagado el', type: 'date', admin: { position: 'sidebar' } },
    {
      name: 'tax',
      label: 'IVA (calculado por Stripe Tax)',
      type: 'group',
      admin: { readOnly: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'country', label: 'País del comprador', type: 'text' },
            { name: 'rate', label: 'Tipo (%)', type: 'number', min: 0 },
            { name: 'net', label: 'Base imponible (€)', type: 'number', admin: { components: eurosComponents } },
            { name: 'amount', label: 'Cuota de IVA (€)', type: 'number', admin: { components: eurosComponents } },
          ],
        },
        {
          name: 'taxability',
          label: 'Tratamiento',
          type: 'select',
          options: [
            { label: 'Tipo general', value: 'standard_rated' },
            { label: 'Inversión del sujeto pasivo', value: 'reverse_charge' },
            { label: 'No sujeto (fuera de la UE)', value: 'not_subject_to_tax' },
          ],
        },
      ],
    },
    {
      name: 'buyer',
      label: 'Datos fiscales del comprador',
      type: 'group',
      admin: { readOnly: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'businessName', label: 'Razón social', type: 'text' },
            { name: 'taxIdType', label: 'Tipo de identificación', type: 'text' },
            { name: 'taxId', label: 'NIF / IVA', type: 'text' },
          ],
        },
        // Given at checkout by a team purchase (the company's fiscal address, for its complete invoice).
        { name: 'address', label: 'Dirección fiscal', type: 'text' },
      ],
    },
    {
      name: 'terms',
      label: 'Aceptación de las condiciones',
      type: 'group',
      admin: { readOnly: true, position: 'sidebar' },
      fields: [
        { name: 'version', label: 'Versión', type: 'text' },
        {
          name: 'acceptedAt',
          label: 'Aceptadas el',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      name: 'withdrawalConsent',
      label: 'Consentimiento al acceso inmediato (desistimiento)',
      type: 'group',
      admin: { readOnly: true, position: 'sidebar' },
      fields: [
        { name: 'version', label: 'Versión del texto', type: 'text' },
        { name: 'text', label: 'Texto aceptado', type: 'textarea' },
        { name: 'acceptedAt', label: 'Aceptado el', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      name: 'firstUse',
      label: 'Primer uso del contenido',
      type: 'group',
      admin: { readOnly: true, position: 'sidebar' },
      fields: [
        { name: 'at', label: 'Fecha', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'kind',
          label: 'Uso',
          type: 'select',
          options: [
            { label: 'Descarga de la guía', value: 'download' },
            { label: 'Lectura online', value: 'online' },
          ],
        },
        { name: 'module', label: 'Módulo', type: 'relationship', relationTo: 'modules' },
      ],
    },
    {
      name: 'withdrawal',
      label: 'Desistimiento',
      type: 'group',
      admin: { readOnly: true, position: 'sidebar' },
      fields: [
        {
          name: 'requestedAt',
          label: 'Solicitado el',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'name', label: 'Nombre indicado', type: 'text' },
      ],
    },
    { name: 'paymentIntentId', label: 'Identificador del cobro en Stripe', type: 'text', index: true },
    {
      name: 'paymentMethod',
      label: 'Forma de pago',
      type: 'select',
      defaultValue: 'card',
      options: selectOptions(PAYMENT_METHOD_LABELS),
      admin: { readOnly: true, position: 'sidebar' },
    },
    bankTransferField,
    refundsField,
    {
      name: 'invoices',
      label: 'Facturas',
      type: 'join',
      collection: 'invoices',
      on: 'order',
      defaultSort: 'issuedAt',
      admin: { defaultColumns: ['number', 'kind', 'total', 'issuedAt'], allowCreate: false },
    },
  ],
}
