import type { Field } from 'payload'

import { REFUND_STATUS_LABELS, selectOptions } from '../src/content/labels'

import { eurosComponents } from './fields'

/* The two longest field groups of collections/Orders.ts, kept apart so that file reads as one screen. */

/**
 * A bank transfer's instructions as Stripe gave them, and its deadline (src/commerce/bank-transfer.ts):
 * the order stays pending, granting nothing, until the money arrives.
 */
export const bankTransferField: Field = {
  name: 'bankTransfer',
  label: 'Transferencia bancaria',
  type: 'group',
  admin: { readOnly: true, condition: (data) => data?.paymentMethod === 'transfer' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'iban', label: 'IBAN', type: 'text' },
        { name: 'bic', label: 'BIC', type: 'text' },
        { name: 'accountHolder', label: 'Titular', type: 'text' },
        { name: 'reference', label: 'Referencia', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'amountRemaining',
          label: 'Pendiente de recibir (€)',
          type: 'number',
          min: 0,
          admin: { components: eurosComponents },
        },
        {
          name: 'deadline',
          label: 'Plazo hasta',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'expiredAt',
          label: 'Caducada el',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
  ],
}

/** Refunds as Stripe reports them; each revokes its modules or seats and is invoiced once it succeeds. */
export const refundsField: Field = {
  name: 'refunds',
  label: 'Reembolsos',
  type: 'array',
  labels: { singular: 'Reembolso', plural: 'Reembolsos' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'refundId', label: 'Reembolso', type: 'text', required: true },
        {
          name: 'amount',
          label: 'Importe (€)',
          type: 'number',
          required: true,
          admin: { components: eurosComponents },
        },
        { name: 'refundedAt', label: 'Fecha', type: 'date' },
        // As Stripe last reported it: only a succeeded refund revokes, counts and is invoiced.
        {
          name: 'status',
          label: 'Estado',
          type: 'select',
          options: selectOptions(REFUND_STATUS_LABELS),
          defaultValue: 'succeeded',
        },
      ],
    },
    { name: 'modules', label: 'Módulos revocados', type: 'relationship', relationTo: 'modules', hasMany: true },
    // A team order's refund of unused seats (src/commerce/seat-refund.ts): how many; its rectifying invoice says so.
    {
      name: 'seats',
      label: 'Plazas reembolsadas',
      type: 'number',
      min: 1,
      admin: { condition: (_data, row) => Boolean(row?.seats) },
    },
    { name: 'reason', label: 'Motivo', type: 'text' },
  ],
}
