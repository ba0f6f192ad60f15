import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook } from 'payload'

import { RECORD_STATE_FIELDS } from '@/verifactu/state-fields'

const refusal = () => new APIError('Un registro VERI*FACTU no se puede modificar ni eliminar.', 403)

/**
 * A record's chain fields never change (Local API included): an update may touch only the sending
 * state (status, agency answer, sentAt, attempts), and only from server code, since access refuses
 * every route.
 */
export const refuseRecordChange: CollectionBeforeChangeHook = ({ operation, data, originalDoc }) => {
  if (operation === 'create') return data
  const changed = Object.keys(data).filter(
    (key) =>
      !RECORD_STATE_FIELDS.includes(key) &&
      !['updatedAt', 'createdAt', 'id'].includes(key) &&
      JSON.stringify(data[key] ?? null) !== JSON.stringify(normal(originalDoc?.[key])),
  )
  if (changed.length) throw refusal()
  return data
}

const normal = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : (value ?? null)

export const refuseRecordDelete: CollectionBeforeDeleteHook = () => {
  throw refusal()
}
