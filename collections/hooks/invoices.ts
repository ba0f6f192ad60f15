import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook } from 'payload'

const refusal = () =>
  new APIError('Una factura emitida no se puede modificar ni eliminar: emite una factura rectificativa.', 403)

/** An issued invoice never changes (a correction is a rectifying invoice). */
export const refuseInvoiceUpdate: CollectionBeforeChangeHook = ({ operation, data, originalDoc, context }) => {
  if (operation === 'create') return data
  // The one change allowed, from server code only (REST cannot set `context`): an erasure
  // (src/privacy/erase.ts) removes the buyer's e-mail and marks the invoice as kept by law. Number,
  // amounts, lines and issuer never change.
  const same = (key: string) => JSON.stringify(data[key] ?? null) === JSON.stringify(originalDoc?.[key] ?? null)
  if (context.privacyErasure && FIXED.every(same)) return data
  throw refusal()
}

const FIXED = ['number', 'key', 'series', 'sequence', 'lines', 'issuer', 'net', 'rate', 'tax', 'total', 'substitutes']

/** …and is never deleted, not even by an admin or the Local API. */
export const refuseInvoiceDelete: CollectionBeforeDeleteHook = () => {
  throw refusal()
}

/**
 * The name the invoice list searches by (with the number and the e-mail): the buyer's name as the
 * invoice states it (a business buyer's). Set once, when the invoice is issued; an account's name is not
 * copied here, so an erasure leaves nothing of it on the invoice.
 */
export const setInvoiceBuyerName: CollectionBeforeChangeHook = ({ operation, data }) => {
  if (operation !== 'create') return data
  const name = (data.buyer as { name?: string | null } | undefined)?.name
  return name ? { ...data, buyerName: name } : data
}
