import type { CollectionConfig } from 'payload'

import { nobody, supportOrOwner } from './access'
import { refuseInvoiceDelete, refuseInvoiceUpdate, setInvoiceBuyerName } from './hooks/invoices'
import { eurosComponents } from './fields'

const invoiceJsonField = '/src/components/admin/InvoiceFields#InvoiceJsonField'

/**
 * Issued invoices (facturas) and rectifying invoices (facturas rectificativas). Immutable once issued:
 * nobody updates or deletes one, through the API or the Local API (hooks refuse it). Issued by
 * src/invoicing/invoices.ts, with numbers from `invoice-counters`.
 */
export const Invoices: CollectionConfig = {
  slug: 'invoices',
  labels: { singular: 'Factura', plural: 'Facturas' },
  admin: {
    useAsTitle: 'number',
    defaultColumns: ['number', 'kind', 'buyerEmail', 'buyerName', 'total', 'issuedAt'],
    listSearchableFields: ['number', 'buyerEmail', 'buyerName'],
    group: 'Clientes y accesos',
  },
  defaultSort: '-issuedAt',
  access: { read: supportOrOwner, create: nobody, update: nobody, delete: nobody },
  hooks: { beforeChange: [refuseInvoiceUpdate, setInvoiceBuyerName], beforeDelete: [refuseInvoiceDelete] },
  fields: [
    { name: 'number', label: 'Número', type: 'text', required: true, unique: true },
    {
      name: 'pdf',
      type: 'ui',
      admin: { components: { Field: '/src/components/admin/InvoiceFields#InvoicePdfLink' } },
    },
    /** what the invoice is for, once: `order:<id>`, `refund:<refund id>` or `substitute:<simplified invoice id>` */
    { name: 'key', type: 'text', required: true, unique: true, admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          label: 'Tipo',
          type: 'select',
          required: true,
          options: [
            { label: 'Factura', value: 'invoice' },
            { label: 'Factura rectificativa', value: 'rectifying' },
          ],
        },
        { name: 'series', label: 'Serie', type: 'text', required: true },
        { name: 'year', label: 'Año', type: 'number', required: true },
        { name: 'sequence', label: 'Número en la serie', type: 'number', required: true },
      ],
    },
    { name: 'issuedAt', label: 'Fecha de emisión', type: 'date', required: true, index: true },
    { name: 'order', label: 'Pedido', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'rectifies', label: 'Rectifica a', type: 'relationship', relationTo: 'invoices' },
    { name: 'refundId', label: 'Reembolso', type: 'text' },
    /** a complete invoice (F3) issued at the buyer's request in place of this simplified one (src/invoicing/substitution.ts) */
    { name: 'substitutes', label: 'Sustituye a', type: 'relationship', relationTo: 'invoices', index: true },
    { name: 'user', label: 'Cuenta', type: 'relationship', relationTo: 'users', index: true },
    { name: 'buyerEmail', label: 'Email del comprador', type: 'email', index: true },
    { name: 'buyerName', label: 'Nombre del comprador', type: 'text', index: true, admin: { readOnly: true } },
    // Shown as readable fields: Payload's JSON editor loads Monaco from a CDN the admin's CSP refuses.
    {
      name: 'issuer',
      label: 'Emisor',
      type: 'json',
      required: true,
      admin: { components: { Field: invoiceJsonField } },
    },
    {
      name: 'buyer',
      label: 'Destinatario',
      type: 'json',
      required: true,
      admin: { components: { Field: invoiceJsonField } },
    },
    {
      name: 'lines',
      label: 'Líneas',
      type: 'json',
      required: true,
      admin: { components: { Field: invoiceJsonField } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'net',
          label: 'Base imponible (€)',
          type: 'number',
          required: true,
          admin: { components: eurosComponents },
        },
        { name: 'rate', label: 'Tipo de IVA (%)', type: 'number', required: true },
        {
          name: 'tax',
          label: 'Cuota de IVA (€)',
          type: 'number',
          required: true,
          admin: { components: eurosComponents },
        },
        { name: 'total', label: 'Total (€)', type: 'number', required: true, admin: { components: eurosComponents } },
      ],
    },
    { name: 'currency', label: 'Moneda', type: 'text', required: true, defaultValue: 'eur' },
    { name: 'note', label: 'Mención', type: 'text', admin: { description: 'p. ej. Inversión del sujeto pasivo' } },
    {
      name: 'retainedForLegalObligation',
      label: 'Conservada por obligación legal',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description:
          'El cliente pidió suprimir sus datos: la factura se conserva (sin su email) porque la ley lo exige.',
      },
    },
  ],
}

/** Last number issued per series and year: `UPDATE … RETURNING` in the invoice's own transaction. */
export const InvoiceCounters: CollectionConfig = {
  slug: 'invoice-counters',
  labels: { singular: 'Contador de facturas', plural: 'Contadores de facturas' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['series', 'year'], unique: true }],
  fields: [
    { name: 'series', type: 'text', required: true },
    { name: 'year', type: 'number', required: true },
    { name: 'last', type: 'number', required: true },
  ],
}
