import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook } from 'payload'

const refusal = () => new APIError('Una factura emitida no se puede modificar ni eliminar: emite una factura rectificativa.', 403)

/** An issued invoice never changes (a correction is a rectifying invoice). */
export const refuseInvoiceUpdate: CollectionBeforeChangeHook = ({ operation, data, context }) => {
  if (operation === 'create') return data
  // The one change allowed: an erasure (src/privacy/erase.ts) removes the buyer's e-mail and marks the
  // invoice as kept by law; amounts, numbers and parties' tax data never change.
  if (context.privacyErasure && Object.keys(data).every((key) => ERASURE_FIELDS.has(key))) return data
  throw refusal()
}

const ERASURE_FIELDS = new Set(['buyerEmail', 'buyer', 'user', 'retainedForLegalObligation', 'updatedAt'])

/** …and is never deleted, not even by an admin or the Local API. */
export const refuseInvoiceDelete: CollectionBeforeDeleteHook = () => {
  throw refusal()
}
